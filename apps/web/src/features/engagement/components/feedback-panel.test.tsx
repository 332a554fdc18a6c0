import { ENGAGEMENT_MSG, FEEDBACK_REASON_LABELS, MSG, engagementEndpoints } from '@portal/contract';
import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-app';
import { FeedbackPanel } from './feedback-panel';

function stub() {
  const sent: unknown[] = [];
  const fetch = mockFetch((url, init) => {
    if (url.startsWith(engagementEndpoints.feedback.path)) {
      sent.push(JSON.parse(String(init.body)));
      return jsonResponse({ data: { id: 'f1' }, message: ENGAGEMENT_MSG.feedbackSent });
    }
    return jsonResponse({}, 404);
  });
  return { ...fetch, sent };
}

const form = () => screen.getByRole('button', { name: 'Gửi góp ý' }).closest('form') as HTMLFormElement;

describe('feedback tab (gop-y)', () => {
  it('each star is a labelled radio of a labelled group, usable from the keyboard', async () => {
    stub();
    renderWithProviders(<FeedbackPanel />);
    const group = screen.getByRole('radiogroup', { name: 'Mức độ hài lòng' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 sao – Rất không hài lòng',
      '2 sao – Không hài lòng',
      '3 sao – Bình thường',
      '4 sao – Hài lòng',
      '5 sao – Rất hài lòng',
    ]);
    const user = userEvent.setup();
    await user.tab();
    expect(group).toHaveFocus();
    // The rating reads `keyCode`, which user-event leaves at 0 in jsdom (browsers set it).
    for (let i = 0; i < 3; i++) fireEvent.keyDown(group, { key: 'ArrowRight', keyCode: 39 });
    expect(stars[2]).toHaveAttribute('aria-checked', 'true');
    expect(stars[3]).toHaveAttribute('aria-checked', 'false');
  });

  it("asks for stars ('Vui lòng đánh giá sao!') and a reason ('Vui lòng nhập một trong các lý do!'); sends nothing", async () => {
    const { sent } = stub();
    const user = userEvent.setup();
    renderWithProviders(<FeedbackPanel />);
    await user.click(screen.getByRole('button', { name: 'Gửi góp ý' }));
    await waitFor(() => expect(within(form()).getByText(MSG.starRating)).toBeInTheDocument());
    expect(within(form()).getByText(MSG.reason)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends stars, reasons and the comment, then thanks in place', async () => {
    const { sent } = stub();
    const user = userEvent.setup();
    renderWithProviders(<FeedbackPanel />);
    await user.click(screen.getByRole('radio', { name: '4 sao – Hài lòng' }));
    await user.click(screen.getByRole('checkbox', { name: FEEDBACK_REASON_LABELS.speed }));
    await user.type(screen.getByLabelText('Nhận xét chi tiết'), 'Nhanh hơn trước.');
    await user.click(screen.getByRole('button', { name: 'Gửi góp ý' }));
    await waitFor(() => expect(screen.getByText(ENGAGEMENT_MSG.feedbackSent)).toBeInTheDocument());
    expect(sent).toEqual([{ stars: 4, reasons: ['speed'], otherReason: '', comment: 'Nhanh hơn trước.', area: 'general' }]);
  });

  it('a reason typed in is enough', async () => {
    const { sent } = stub();
    const user = userEvent.setup();
    renderWithProviders(<FeedbackPanel />);
    await user.click(screen.getByRole('radio', { name: '2 sao – Không hài lòng' }));
    await user.click(screen.getByRole('button', { name: 'Gửi góp ý' }));
    await waitFor(() => expect(within(form()).getByText(MSG.reason)).toBeInTheDocument());
    await user.type(screen.getByLabelText('Lý do khác'), 'Cần ứng dụng di động');
    await user.click(screen.getByRole('button', { name: 'Gửi góp ý' }));
    await waitFor(() => expect(screen.getByText(ENGAGEMENT_MSG.feedbackSent)).toBeInTheDocument());
    expect(sent).toEqual([{ stars: 2, reasons: [], otherReason: 'Cần ứng dụng di động', comment: '', area: 'general' }]);
  });
});
