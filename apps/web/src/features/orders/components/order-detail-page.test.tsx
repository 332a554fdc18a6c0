import { ORDER_MSG, type OrderDetail } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { demoProfile, stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { lookupRoutes, ORDER_ID, orderDetail } from '@/testing/orders-fixtures';
import { renderApp } from '@/testing/render-app';
import { EDIT_MODE_STATE } from '@/lib/edit-mode';

const TOKEN = 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9f';
const DETAIL = `/api/partner/v1/collaborator/medical-order/detail/${ORDER_ID}`;

/** The detail call answers `orders` in turn (the last one again), the link call `link`. */
function stubDetail(orders: OrderDetail[], link = `https://cong.example.vn/tien-trinh/${TOKEN}`) {
  let reads = 0;
  return stubApi((url, init) => {
    if (url === DETAIL && (init.method ?? 'GET') === 'GET') return jsonResponse({ data: orders[Math.min(reads++, orders.length - 1)] });
    if (url === `${DETAIL}/progress-link`) return jsonResponse({ data: { linkTienTrinh: link } });
    if (url === `${DETAIL}/cancel`) return jsonResponse({ data: orders.at(-1), message: ORDER_MSG.cancelled });
    return undefined;
  }, lookupRoutes());
}

beforeEach(() => setSession({ token: 'tok', type: 'collaborator', isSubUser: false }));

describe('order detail (/chi-dinh/{id})', () => {
  it('shows the order as spec 3 §2 lays it out; at status 1 it can be cancelled, then reads again without the buttons', async () => {
    const cancelled = orderDetail({ statusAppointment: 5, statusAppointmentName: 'Đã hủy', cancelNotes: 'Thay đổi thời gian khám' });
    const { calls } = stubDetail([orderDetail({ sid: 'S26-0042' }), cancelled]);
    const user = userEvent.setup();
    renderApp(`/chi-dinh/${ORDER_ID}`);
    const heading = await screen.findByRole('heading', { level: 1, name: /^Phạm Minh Khoa/ });
    expect(heading).toHaveTextContent('Phạm Minh Khoa #S26-0042');
    const head = heading.parentElement!;
    expect(within(head).getByText('Chưa có kết quả')).toBeInTheDocument();
    // Created 01:05 UTC = 08:05 in Vietnam: time, then the day.
    expect(within(head).getByText('08:05 10/03/2026')).toBeInTheDocument();
    expect(within(head).getByText(/Trạng thái kết quả/)).toHaveTextContent('Trạng thái kết quả: Chờ xác nhận');
    expect(within(head).getByRole('button', { name: 'Chỉnh sửa thông tin' })).toBeInTheDocument();
    expect(within(head).getByRole('button', { name: 'Hủy yêu cầu' })).toBeInTheDocument();
    expect(within(head).getByRole('button', { name: /Quay lại/ })).toBeInTheDocument();

    // Packages: unit prices and their total; no consultation-fee column.
    const packages = screen.getByText('Gói xét nghiệm').closest('.ant-card') as HTMLElement;
    expect(within(packages).getByText('Tổng cộng')).toBeInTheDocument();
    expect(within(packages).getByText('125.000 đ')).toBeInTheDocument();
    expect(within(packages).queryByText(/phí/i)).toBeNull();
    // The progress page of the link, on this portal.
    expect(await screen.findByTitle('Tiến trình xét nghiệm')).toHaveAttribute('src', `/tien-trinh/${TOKEN}`);

    const patientCard = screen.getByText('Thông tin bệnh nhân').closest('.ant-card') as HTMLElement;
    for (const text of ['Phạm Minh Khoa', 'S26-0042', '15/04/1990', 'Nam', '0901234567'])
      expect(within(patientCard).getByText(text)).toBeInTheDocument();
    const booking = screen.getByText('Thông tin đặt lịch').closest('.ant-card') as HTMLElement;
    for (const text of ['Tại nhà', '15 Nguyễn Huệ, Phường Sài Gòn, Thành phố Hồ Chí Minh', '12/03/2030 09:00', 'Nhịn ăn sáng'])
      expect(within(booking).getByText(text)).toBeInTheDocument();
    // The reason is the note's 'lý do đặt lịch:' line.
    expect(within(booking).getByText('Tái khám tiểu đường')).toBeInTheDocument();
    expect(within(booking).queryByText('Lý do hủy')).toBeNull();

    await user.click(within(head).getByRole('button', { name: 'Hủy yêu cầu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Huỷ lịch hẹn' });
    await user.click(within(dialog).getByRole('radio', { name: 'Thay đổi thời gian khám' }));
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Huỷ lịch hẹn' })).toBeNull());
    const sent = JSON.parse(String(calls.find((c) => c.url.endsWith('/cancel'))?.init.body));
    expect(sent).toEqual({ id: ORDER_ID, reason: 2 });
    // Read again: cancelled, its reason on the booking card, no more edit or cancel.
    await waitFor(() => expect(within(booking).getByText('Thay đổi thời gian khám')).toBeInTheDocument());
    expect(within(booking).getByText('Lý do hủy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chỉnh sửa thông tin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hủy yêu cầu' })).toBeNull();
  });

  it.each([2, 3, 4, 5])('offers neither edit nor cancel at status %i', async (status) => {
    stubDetail([orderDetail({ statusAppointment: status })], '');
    renderApp(`/chi-dinh/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: /^Phạm Minh Khoa/ });
    expect(screen.queryByRole('button', { name: 'Chỉnh sửa thông tin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hủy yêu cầu' })).toBeNull();
    // No link: the spec's empty state instead of the frame.
    await waitFor(() => expect(screen.getByText(ORDER_MSG.noProgress)).toBeInTheDocument());
  });

  it('an unknown order says so and offers the way back to the list, not a retry', async () => {
    stubApi((url) => (url === DETAIL ? jsonResponse({ message: 'Không tìm thấy' }, 404) : undefined), lookupRoutes());
    const user = userEvent.setup();
    const { router } = renderApp(`/chi-dinh/${ORDER_ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tìm thấy lịch hẹn này');
    expect(within(alert).queryByRole('button', { name: 'Thử lại' })).toBeNull();
    await user.click(within(alert).getByRole('link', { name: 'Về danh sách chỉ định' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chi-dinh'));
  });

  it('an edit closes the dialog and reads the detail again (spec 3 §4), without the new-booking dialog', async () => {
    const edited = orderDetail({ reasonNote: 'lý do đặt lịch: Tái khám tiểu đường\nĐã đổi ghi chú' });
    let reads = 0;
    const { calls } = stubApi((url, init) => {
      if (url === DETAIL && (init.method ?? 'GET') === 'GET') return jsonResponse({ data: reads++ === 0 ? orderDetail() : edited });
      if (url === `${DETAIL}/progress-link`)
        return jsonResponse({ data: { linkTienTrinh: `https://cong.example.vn/tien-trinh/${TOKEN}` } });
      if (url.includes(ORDER_ID) && init.method === 'PUT') return jsonResponse({ data: edited, message: ORDER_MSG.updated });
      return undefined;
    }, lookupRoutes());
    const user = userEvent.setup();
    renderApp({ pathname: `/chi-dinh/${ORDER_ID}`, state: EDIT_MODE_STATE });
    const dialog = await screen.findByRole('dialog', { name: /Chỉnh sửa thông tin xét nghiệm/ });
    await user.click(within(dialog).getByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => expect(within(dialog).getByText('Bước 2')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => expect(within(dialog).getByText('Bước 3')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận & Gửi' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Chỉnh sửa thông tin xét nghiệm/ })).toBeNull());
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(true);
    expect(await screen.findByText('Đã đổi ghi chú')).toBeInTheDocument();
    expect(screen.queryByText(ORDER_MSG.created)).toBeNull();
  });

  it('opens the order dialog on arrival with the edit-mode flag, and offers the result file the desk attached', async () => {
    stubDetail([
      orderDetail({
        hasResultFile: true,
        resultFile: { name: 'ket-qua.pdf', mime: 'application/pdf', size: 1000, createdAt: '2026-03-11T00:00:00Z' },
      }),
    ]);
    renderApp({ pathname: `/chi-dinh/${ORDER_ID}`, state: EDIT_MODE_STATE });
    expect(await screen.findByRole('dialog', { name: /Chỉnh sửa thông tin xét nghiệm/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tải file kết quả: ket-qua\.pdf/ })).toBeInTheDocument();
  });
});

describe('order detail for a staff role (money is held field by field)', () => {
  it("the assistant's packages have no price column and no total", async () => {
    setSession({ token: 'tok', type: 'collaborator', isSubUser: true });
    // What the server answers a role without 'price.view' nor 'debt.view'.
    const { totalServicePrice: _price, totalConsultationFee: _fee, ...bare } = orderDetail();
    const order: OrderDetail = { ...bare, services: bare.services.map(({ originalPrice: _o, feePrice: _f, ...s }) => s) };
    const { calls } = stubApi((url) => {
      if (url.endsWith('/collaborator/profile'))
        return jsonResponse({
          data: { ...demoProfile, type: 'collaborator', isSubUser: true, permissions: ['account.self', 'order.view', 'patient.view'] },
        });
      if (url === DETAIL) return jsonResponse({ data: order });
      if (url === `${DETAIL}/progress-link`) return jsonResponse({ data: { linkTienTrinh: '' } });
      return undefined;
    }, lookupRoutes());
    renderApp(`/chi-dinh/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: /^Phạm Minh Khoa/ });
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/collaborator/profile'))).toBe(true));
    const packages = screen.getByText('Gói xét nghiệm').closest('.ant-card') as HTMLElement;
    expect(within(packages).getByText('Tổng phân tích tế bào máu')).toBeInTheDocument();
    expect(within(packages).getByText('Định lượng Glucose')).toBeInTheDocument();
    expect(
      within(packages)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['STT', 'Mã dịch vụ', 'Tên dịch vụ']);
    expect(within(packages).queryByText('Tổng cộng')).toBeNull();
    // No empty money either: nothing on the page reads as an amount.
    expect(screen.queryByText(/\d đ$/)).toBeNull();
  });
});
