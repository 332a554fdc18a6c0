import { TENDER_MSG } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-app';
import { requestRow, SUBMISSION_ID } from '../test-fixtures';
import { RequestDialog } from './request-dialog';

const renderDialog = (ui: ReactNode) => renderWithProviders(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>);

describe('clarification request dialog (spec 2 §4.3, §5)', () => {
  it('a new request is titled with today and due in three days; the rules say what is missing; a save closes it', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    const { calls } = stubApi((url, init) =>
      url.endsWith('/request/create') && init.method === 'POST' ? jsonResponse({ data: null, message: TENDER_MSG.requestSent }) : undefined,
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderDialog(<RequestDialog submissionId={SUBMISSION_ID} watch={false} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Yêu cầu làm rõ thông tin thầu' });
    const title = within(dialog).getByLabelText('Tiêu đề');
    expect(title).toHaveValue(`Yêu cầu ${dayjs().format('DD/MM/YYYY')}`);
    expect(within(dialog).getByLabelText('Thời gian cần phản hồi')).toHaveValue(dayjs().add(3, 'day').format('DD/MM/YYYY'));

    await user.clear(screen.getByLabelText('Tiêu đề'));
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    await waitFor(() => {
      expect(screen.getByText(TENDER_MSG.requestTitle)).toBeInTheDocument();
      expect(screen.getByText(TENDER_MSG.requestContent)).toBeInTheDocument();
    });
    await user.type(screen.getByLabelText('Tiêu đề'), 'Hỏi về tiến độ');
    await user.type(screen.getByLabelText('Nội dung'), 'Xin làm rõ');
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = calls.find((c) => c.url.endsWith('/request/create'))?.init.body as FormData;
    expect(body.get('Title')).toBe('Hỏi về tiến độ');
    expect(body.get('DateRequest')).toBe(dayjs().add(3, 'day').format('YYYY-MM-DD'));
    expect(body.get('BidPostSubmitId')).toBe(SUBMISSION_ID);
  });

  it('without a date it says to pick one', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    stubApi();
    const user = userEvent.setup();
    renderDialog(
      <RequestDialog submissionId={SUBMISSION_ID} request={requestRow({ dateRequest: null })} watch={false} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Yêu cầu làm rõ thông tin thầu' });
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    await waitFor(() => expect(within(dialog).getByText(TENDER_MSG.requestDate)).toBeInTheDocument());
  });

  it('a replied request opens read-only with its replies and only "Đóng"', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    stubApi();
    renderDialog(
      <RequestDialog
        submissionId={SUBMISSION_ID}
        request={requestRow({
          replies: [
            {
              id: 'p',
              content: 'Đã rõ, giao trong 30 ngày',
              replyStatus: null,
              createdByType: 'CMS',
              creationTime: '2026-11-02T03:00:00Z',
              files: [],
            },
          ],
        })}
        watch
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Yêu cầu làm rõ thông tin thầu' });
    expect(within(dialog).getByLabelText('Tiêu đề')).toBeDisabled();
    expect(within(dialog).getByText('Đã rõ, giao trong 30 ngày')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Gửi yêu cầu' })).not.toBeInTheDocument();
    expect(dialog.querySelector('.ant-modal-footer')).toHaveTextContent(/^Đóng$/);
  });
});
