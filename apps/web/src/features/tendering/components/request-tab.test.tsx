import { TENDER_MSG } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-app';
import { bidRoutes, requestRow, SUBMISSION_ID } from '../test-fixtures';
import { RequestTab } from './request-tab';

const reply = { id: 'p1', content: 'Đã rõ', replyStatus: null, createdByType: 'CMS', creationTime: '2026-11-02T03:00:00Z', files: [] };

describe('request tab (spec 2 §2.6, §4.3)', () => {
  it('hides CMS requests; a replied request cannot be edited or deleted, with the titles saying why', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    const { calls } = stubApi(
      bidRoutes({
        requests: [
          requestRow({ id: 'open', title: 'Chưa trả lời' }),
          requestRow({ id: 'done', title: 'Đã trả lời', status: 1, replies: [reply] }),
          requestRow({ id: 'cms', title: 'Từ bộ phận thầu', userTypeCreate: 'CMS' }),
        ],
      }),
    );
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RequestTab submissionId={SUBMISSION_ID} canChange onOpen={onOpen} />);
    const open = (await screen.findByText('Chưa trả lời')).closest('tr') as HTMLElement;
    const done = screen.getByText('Đã trả lời').closest('tr') as HTMLElement;
    expect(screen.queryByText('Từ bộ phận thầu')).not.toBeInTheDocument();

    expect(within(open).getByRole('button', { name: 'Sửa' })).toBeEnabled();
    expect(within(open).getByRole('button', { name: 'Xóa' })).toBeEnabled();
    expect(within(open).getByText('Chưa phản hồi').closest('.ant-tag')).toHaveClass('ant-tag-orange');
    expect(within(done).getByRole('button', { name: 'Sửa' })).toBeDisabled();
    expect(within(done).getByRole('button', { name: 'Sửa' })).toHaveAttribute('title', TENDER_MSG.cannotEditReplied);
    expect(within(done).getByRole('button', { name: 'Xóa' })).toBeDisabled();
    expect(within(done).getByRole('button', { name: 'Xóa' })).toHaveAttribute('title', TENDER_MSG.cannotDeleteReplied);
    expect(within(done).getByText('Đã phản hồi').closest('.ant-tag')).toHaveClass('ant-tag-green');

    await user.click(within(done).getByRole('button', { name: 'Xem' }));
    expect(onOpen).toHaveBeenCalledWith({ request: expect.objectContaining({ id: 'done' }), watch: true });

    const list = calls.find((c) => c.url.includes('/request/list'));
    expect(list?.url).toContain('limit=99999');
    expect(list?.url).toContain('page=1');
  });

  it('delete asks first, then calls the server', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    const { calls } = stubApi(
      (url, init) =>
        url.endsWith('/request/delete/open') && init.method === 'DELETE'
          ? jsonResponse({ data: null, message: TENDER_MSG.requestDeleted })
          : undefined,
      bidRoutes({ requests: [requestRow({ id: 'open', title: 'Chưa trả lời' })] }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RequestTab submissionId={SUBMISSION_ID} canChange onOpen={() => {}} />);
    await screen.findByText('Chưa trả lời');
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    const row = screen.getByText('Chưa trả lời').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Xóa' }));
    // antd names every dialog 'test-id' under test, so find it by role and read its title.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TENDER_MSG.deleteConfirmTitle)).toBeInTheDocument();
    expect(within(dialog).getByText(TENDER_MSG.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'DELETE')).toBe(true));
  });
});
