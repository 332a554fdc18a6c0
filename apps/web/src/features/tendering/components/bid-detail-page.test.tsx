import { SUBMIT_STATUS, TENDER_MSG } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { demoProfile, stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { bidDetail, bidRoutes, historyRow, partyRequest, withSubmission } from '../test-fixtures';

const asProvider = () => setSession({ token: 'tok', type: 'provider', isSubUser: false });
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('bid detail /thau/{id}', () => {
  it('a visitor reads the public call and sees the info tab only; submit sends to the provider login and back', async () => {
    const { calls } = stubApi(bidRoutes({ detail: bidDetail() }));
    const user = userEvent.setup();
    const { router } = renderApp('/thau/7?tab=history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cung cấp vật tư y tế năm 2026' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Thông tin bài thầu']);
    expect(screen.getByRole('tab', { name: 'Thông tin bài thầu' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.some((c) => c.url === '/api/partner/bid-post/detail/7')).toBe(true);
    expect(calls.some((c) => c.url.includes('/v1/provider/'))).toBe(false);
    // Info tab: sections with values only, duration defaulting to 0 days, lookups by name, days left.
    expect(screen.getByText('0 ngày')).toBeInTheDocument();
    expect(screen.getByText('Miền Nam')).toBeInTheDocument();
    expect(screen.getAllByText('Còn 10 ngày')[0]).toHaveAttribute('data-tone', 'green');
    expect(screen.queryByText('Ghi chú')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chia sẻ' })).not.toBeInTheDocument();
    expect(screen.queryByText('Đánh giá thầu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nộp hồ sơ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dang-nhap/nha-cung-cap'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/thau/7');
  });

  it('a company reads the public call, sees the info tab and no submit button (SPEC-NOTES 6)', async () => {
    setSession({ token: 'tok', type: 'company', isSubUser: false });
    const { calls } = stubApi(bidRoutes({ detail: withSubmission(0) }));
    renderApp('/thau/7');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Thông tin bài thầu']);
    expect(screen.queryByRole('button', { name: 'Nộp hồ sơ' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/v1/provider/bid-post/detail/7'))).toBe(false);
  });

  it('a provider without a submission sees the info tab only and the stepper at "Đã nộp thầu"', async () => {
    asProvider();
    const { calls } = stubApi(bidRoutes({ detail: bidDetail() }));
    renderApp('/thau/7?tab=request');
    expect(await screen.findByRole('button', { name: 'Nộp hồ sơ' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Thông tin bài thầu']);
    expect(calls.some((c) => c.url === '/api/partner/v1/provider/bid-post/detail/7')).toBe(true);
    expect((await screen.findByText('Đã nộp thầu')).closest('.ant-steps-item')).toHaveClass('ant-steps-item-process');
  });

  it("a provider's staff member sees 'Nộp hồ sơ' only when its role holds 'bid.submit' (SPEC-NOTES 8)", async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: true });
    let permissions = ['account.self', 'bid.view'];
    const staffProfile = () => jsonResponse({ data: { ...demoProfile, isSubUser: true, permissions } });
    stubApi((url) => (/\/v1\/provider\/profile$/.test(url) ? staffProfile() : undefined), bidRoutes({ detail: bidDetail() }));
    const first = renderApp('/thau/7');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Đã nộp thầu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nộp hồ sơ' })).not.toBeInTheDocument();
    first.unmount();
    permissions = ['account.self', 'bid.view', 'bid.submit'];
    renderApp('/thau/7');
    expect(await screen.findByRole('button', { name: 'Nộp hồ sơ' })).toBeInTheDocument();
  });

  it('a provider with a submission sees all four tabs; ?tab= picks one and a change replaces the history entry', async () => {
    asProvider();
    stubApi(bidRoutes({ detail: withSubmission(SUBMIT_STATUS.Applied), history: [historyRow()] }));
    const user = userEvent.setup();
    const { router } = renderApp('/thau/7?tab=submit');
    expect(await screen.findByRole('tab', { name: 'Yêu cầu' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Thông tin bài thầu', 'Thông tin nộp thầu', 'Lịch sử cập nhật', 'Yêu cầu']);
    expect(screen.getByRole('tab', { name: 'Thông tin nộp thầu' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('1.250.000 đ')).toBeInTheDocument();
    expect(screen.getByText('Cung cấp hàng hoá')).toBeInTheDocument();
    expect(screen.getByText('Giao 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yêu cầu làm rõ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chia sẻ' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Lịch sử cập nhật' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=history'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('columnheader', { name: 'NGƯỜI THỰC HIỆN' })).toBeInTheDocument();
    // The JSON content as readable changes: phones 3-3-4, the rail shipping method by name.
    expect(await screen.findByText('Số điện thoại liên hệ: 091 234 5678 → 098 765 4321')).toBeInTheDocument();
    expect(screen.getByText('Phương thức vận chuyển: Đường bộ → Đường sắt')).toBeInTheDocument();
    expect(screen.getByText('Chỉnh sửa')).toBeInTheDocument();
  });

  it('an unknown tab falls back to info', async () => {
    asProvider();
    stubApi(bidRoutes({ detail: withSubmission(0) }));
    renderApp('/thau/7?tab=abc');
    expect(await screen.findByRole('tab', { name: 'Thông tin bài thầu' })).toHaveAttribute('aria-selected', 'true');
  });

  it('won: a green congratulation, no actions and no request banner', async () => {
    asProvider();
    stubApi(bidRoutes({ detail: withSubmission(SUBMIT_STATUS.Approve), party: [partyRequest()] }));
    renderApp('/thau/7');
    const banner = await screen.findByText('Chúc mừng!');
    expect(banner.closest('.bid-banner')).toHaveClass('bid-banner--success');
    expect(screen.queryByRole('button', { name: /Nộp hồ sơ|Cập nhật hồ sơ|Yêu cầu làm rõ/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Bên mời thầu mời bạn gặp mặt')).not.toBeInTheDocument();
  });

  it('lost: a red regret', async () => {
    asProvider();
    stubApi(bidRoutes({ detail: withSubmission(SUBMIT_STATUS.Reject) }));
    renderApp('/thau/7');
    const banner = await screen.findByText('Rất tiếc!');
    expect(banner.closest('.bid-banner')).toHaveClass('bid-banner--error');
    expect(screen.queryByRole('button', { name: 'Yêu cầu làm rõ' })).not.toBeInTheDocument();
  });

  it('meeting request: send is disabled while the reply is blank, then the reply goes with its status', async () => {
    asProvider();
    const { calls } = stubApi(
      (url, init) =>
        url.endsWith('/request/create-reply') && init.method === 'POST'
          ? jsonResponse({ data: null, message: TENDER_MSG.replySent })
          : undefined,
      bidRoutes({ detail: withSubmission(SUBMIT_STATUS.RequestMeet), party: [partyRequest()] }),
    );
    const user = userEvent.setup();
    renderApp('/thau/7');
    const banner = await screen.findByRole('region', { name: 'Yêu cầu gặp mặt' });
    const send = within(banner).getByRole('button', { name: 'Gửi phản hồi' });
    expect(send).toBeDisabled();
    const box = within(banner).getByRole('textbox', { name: 'Nội dung phản hồi' });
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    expect(within(banner).getByText(TENDER_MSG.replyContent)).toBeInTheDocument();
    await user.type(box, 'Đồng ý, hẹn 9 giờ');
    expect(send).toBeEnabled();
    await user.click(within(banner).getByRole('radio', { name: 'Từ chối gặp mặt' }));
    await user.click(send);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/request/create-reply'))).toBe(true));
    const body = calls.find((c) => c.url.endsWith('/request/create-reply'))?.init.body as FormData;
    expect(body.get('Content')).toBe('Đồng ý, hẹn 9 giờ');
    expect(body.get('ReplyStatus')).toBe('2');
    expect(body.get('RequestType')).toBe('1');
  });

  it('additional-document request: the deadline, and the update button opens the submission dialog', async () => {
    asProvider();
    const due = new Date(Date.now() + 2 * 86_400_000).toISOString();
    stubApi(
      bidRoutes({
        detail: withSubmission(SUBMIT_STATUS.RequestUpdate),
        party: [partyRequest({ type: 'Additional', requestType: 2, dateRequired: due, additional: [2] })],
      }),
    );
    const user = userEvent.setup();
    renderApp('/thau/7');
    const banner = await screen.findByRole('region', { name: 'Yêu cầu bổ sung tài liệu' });
    expect(within(banner).getByText('Hồ sơ năng lực')).toBeInTheDocument();
    expect(within(banner).getByText('(còn 2 ngày)')).toHaveAttribute('data-tone', 'orange');
    // One step, one name: the banner's button and the action bar's both say 'Bổ sung hồ sơ'.
    expect(screen.queryByRole('button', { name: 'Cập nhật hồ sơ' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Bổ sung hồ sơ' })).toHaveLength(2);
    await user.click(within(banner).getByRole('button', { name: 'Bổ sung hồ sơ' }));
    expect(await screen.findByRole('dialog', { name: 'Thông tin nhà thầu' })).toBeInTheDocument();
  });

  it('an unknown bid is the not-found page', async () => {
    stubApi(bidRoutes({ detail: null }));
    renderApp('/thau/999');
    expect(await screen.findByText(/Không tìm thấy/)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('a failed load shows the inline error with a retry', async () => {
    let failing = true;
    stubApi(
      (url) => (url === '/api/partner/bid-post/detail/7' && failing ? jsonResponse({ message: 'Lỗi máy chủ.' }, 500) : undefined),
      bidRoutes({ detail: bidDetail() }),
    );
    const user = userEvent.setup();
    renderApp('/thau/7');
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cung cấp vật tư y tế năm 2026' })).toBeInTheDocument();
  });
});
