import type { OrderReport, OrderRow } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { chooseOption, chosenIn, findDialog, openPopup } from '@/testing/antd-helpers';
import { demoProfile, stubApi } from '@/testing/api-stub';
import { type FetchCall, jsonResponse } from '@/testing/fetch-mock';
import { lookupRoutes, ORDER_ID, orderDetail, pageOf, patient } from '@/testing/orders-fixtures';
import { renderApp } from '@/testing/render-app';
import { EDIT_MODE_STATE } from '@/lib/edit-mode';

const { progress: _p, resultFile: _r, requests: _q, canEdit: _e, canCancel: _c, ...row } = orderDetail();
const orderRow: OrderRow = row;
const REPORT = { totalAppointment: 42, totalAppointmentCompleted: 17, totalServicePrice: 3_450_000 };

function stubOrders(list: { items: OrderRow[]; report: OrderReport } = { items: [orderRow], report: REPORT }, permissions?: string[]) {
  return stubApi((url, init) => {
    // A staff member: its role's keys, as the profile says.
    if (permissions && url.endsWith('/collaborator/profile'))
      return jsonResponse({ data: { ...demoProfile, type: 'collaborator', isSubUser: true, permissions } });
    if (url.includes('/medical-order/list'))
      return jsonResponse({ data: { ...list, pagination: { page: 1, limit: 10, count: 42, totalCount: 42 } } });
    if (url.includes('/medical-order/filter-options'))
      return jsonResponse({
        data: {
          status: [
            { key: 1, name: 'Chờ xác nhận' },
            { key: 4, name: 'Hoàn thành' },
          ],
          result: [{ key: 'DA_CO_KET_QUA', name: 'Đã có kết quả' }],
          methodType: [],
          serviceTotal: [{ key: 'lt500k', name: 'Dưới 500.000 đ', from: 0, to: 500_000 }],
          consultationFee: [{ key: 'gt100k', name: 'Trên 100.000 đ', from: 100_000, to: null }],
        },
      });
    if (url.includes('/patient/list')) return jsonResponse(pageOf([patient()]));
    if (url.endsWith('/medical-order/create') && init.method === 'POST')
      return jsonResponse({ data: orderDetail({ methodType: 'HOSPITAL', facilityCode: 'CS-Q1' }) });
    if (url.includes(`/medical-order/detail/${ORDER_ID}`)) return jsonResponse({ data: orderDetail() });
    return undefined;
  }, lookupRoutes());
}

const ORDERS_SEARCH = 'Tìm theo tên, số điện thoại, SID, mã lịch hẹn';

const listQueries = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.includes('/medical-order/list')).map((c) => new URL(c.url, 'http://portal.test').search);

const addressOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

beforeEach(() => {
  setSession({ token: 'tok', type: 'collaborator', isSubUser: false });
});

describe('medical orders (/chi-dinh)', () => {
  it('shows the report over the filtered orders; every filter goes back to page 1; a row opens its detail', async () => {
    const { calls } = stubOrders();
    const user = userEvent.setup();
    const { router } = renderApp('/chi-dinh');
    await waitFor(() => expect(screen.getByText('Tổng số lịch hẹn').nextSibling).toHaveTextContent('42'));
    expect(screen.getByText('Lịch hẹn hoàn thành').nextSibling).toHaveTextContent('17');
    expect(screen.getByText('Tổng tiền dịch vụ', { selector: 'dt' }).nextSibling).toHaveTextContent('3.450.000 đ');
    expect(await screen.findByRole('link', { name: 'LH-0000123' })).toBeInTheDocument();
    expect(listQueries(calls)).toEqual(['?page=1&limit=10']);

    const toPage2 = async () => {
      await user.click(screen.getByTitle('2'));
      await waitFor(() => expect(listQueries(calls).at(-1)).toMatch(/^\?page=2&/));
    };
    await toPage2();
    await chooseOption(user, 'Trạng thái', 'Hoàn thành');
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe('?page=1&limit=10&Status=4'));
    await toPage2();
    await chooseOption(user, 'Tổng tiền dịch vụ', 'Dưới 500.000 đ');
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe('?page=1&limit=10&Status=4&MinServiceTotal=0&MaxServiceTotal=500000'));
    await toPage2();
    await chooseOption(user, 'Phí tư vấn', 'Trên 100.000 đ');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatch(/^\?page=1&.*MinConsultationFee=100000$/));
    await toPage2();
    await chooseOption(user, 'Kết quả', 'Đã có kết quả');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatch(/^\?page=1&.*Result=DA_CO_KET_QUA$/));
    await toPage2();
    await chooseOption(user, 'Bệnh nhân', 'Phạm Minh Khoa — 0901234567');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatch(/^\?page=1&.*patientId=5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9/));
    await toPage2();
    await user.type(screen.getByLabelText('Tìm theo tên, số điện thoại, SID, mã lịch hẹn'), 'Khoa');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatch(/^\?page=1&.*search=Khoa/));
    await toPage2();
    const dayInput = screen.getByLabelText('Ngày khám');
    await user.click(dayInput);
    await user.type(dayInput, '12/03/2030{Enter}');
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatch(/^\?page=1&.*DateOfMedical=2030-03-12/));

    await user.click(screen.getByText('Phạm Minh Khoa', { selector: 'td' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chi-dinh/${ORDER_ID}`));
  });

  it('creates an order through the wizard: the list at page 1, limit 10 again, the success dialog, then the new order', async () => {
    const { calls } = stubOrders();
    const user = userEvent.setup();
    const { router } = renderApp('/chi-dinh');
    await screen.findByRole('link', { name: 'LH-0000123' });
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(listQueries(calls).at(-1)).toMatch(/^\?page=2&/));

    await user.click(screen.getByRole('button', { name: 'Tạo chỉ định' }));
    const wizard = await findDialog('Tạo chỉ định');
    await user.click(await within(wizard).findByRole('button', { name: /Phạm Minh Khoa/ }));
    await user.click(within(wizard).getByRole('button', { name: 'Tiếp tục' }));
    await within(wizard).findByText('Bước 2');
    await chooseOption(user, 'Cơ sở y tế', 'Phòng khám Quận 1', wizard);
    await user.click(await within(wizard).findByRole('checkbox', { name: 'Định lượng Glucose' }));
    await user.click(within(wizard).getByRole('button', { name: 'Tiếp tục' }));
    await within(wizard).findByText('Bước 3');
    await user.click(within(wizard).getByLabelText('Thời gian lấy mẫu'));
    const panel = await openPopup('.ant-picker-dropdown');
    await user.click(within(panel).getByTitle(dayjs().add(2, 'day').format('YYYY-MM-DD')));
    await user.click(within(panel).getByRole('button', { name: 'OK' }));
    await user.click(within(wizard).getByRole('button', { name: 'Xác nhận & Gửi' }));

    const success = await findDialog('Đặt lịch thành công');
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe('?page=1&limit=10'));
    expect(screen.queryByText('Bước 3')).toBeNull();
    await user.click(within(success).getByRole('button', { name: 'Tới tiến trình lịch hẹn' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chi-dinh/${ORDER_ID}`));
  });

  it('opens the wizard on arrival with the edit-mode flag', async () => {
    stubOrders();
    renderApp({ pathname: '/chi-dinh', state: EDIT_MODE_STATE });
    expect(await findDialog('Tạo chỉ định')).toBeInTheDocument();
  });
});

describe('the list kept in the address (issue 37)', () => {
  const LINKED = {
    Status: '4',
    MinServiceTotal: '0',
    MaxServiceTotal: '500000',
    DateOfMedical: '2030-03-12',
    search: 'Khoa',
    page: '2',
  };

  it('a link with filters asks for that list and shows its filters chosen; a change writes the address; Back shows the list before', async () => {
    const { calls } = stubOrders();
    const user = userEvent.setup();
    const { router } = renderApp(`/chi-dinh?${new URLSearchParams(LINKED)}`);
    const linked = '?page=2&limit=10&Status=4&MinServiceTotal=0&MaxServiceTotal=500000&DateOfMedical=2030-03-12&search=Khoa';
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe(linked));
    // No unfiltered page was asked for first.
    expect(listQueries(calls)).toEqual([linked]);
    expect(screen.getByLabelText(ORDERS_SEARCH)).toHaveValue('Khoa');
    expect(screen.getByLabelText('Ngày khám')).toHaveValue('12/03/2030');
    await waitFor(() => expect(chosenIn('Trạng thái')).toBe('Hoàn thành'));
    expect(chosenIn('Tổng tiền dịch vụ')).toBe('Dưới 500.000 đ');
    expect(chosenIn('Kết quả')).toBeUndefined();
    expect(await screen.findByRole('cell', { name: '11' })).toBeInTheDocument();

    await chooseOption(user, 'Kết quả', 'Đã có kết quả');
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ ...LINKED, page: undefined, Result: 'DA_CO_KET_QUA' }));
    expect(listQueries(calls).at(-1)).toBe(`${linked.replace('page=2', 'page=1')}&Result=DA_CO_KET_QUA`);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(chosenIn('Kết quả')).toBeUndefined());
    expect(addressOf(router.state.location.search)).toEqual(LINKED);
    expect(chosenIn('Trạng thái')).toBe('Hoàn thành');
    expect(await screen.findByRole('cell', { name: '11' })).toBeInTheDocument();
  });

  it('a value the list cannot take is left out: the whole list is asked for', async () => {
    const { calls } = stubOrders();
    renderApp('/chi-dinh?Status=99&page=0&DateOfMedical=12-03-2030&MinServiceTotal=500000&MaxServiceTotal=100');
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe('?page=1&limit=10&MinServiceTotal=500000'));
  });
});

describe('medical orders for a staff role (money is held field by field)', () => {
  // What the server answers a role without 'price.view' nor 'debt.view': the same orders, no amounts.
  const { totalServicePrice: _price, totalConsultationFee: _fee, ...bareRow } = orderRow;
  const rowWithoutMoney: OrderRow = { ...bareRow, services: bareRow.services.map(({ originalPrice: _o, feePrice: _f, ...s }) => s) };
  const reportWithoutMoney: OrderReport = { totalAppointment: 42, totalAppointmentCompleted: 17 };
  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
  const readsOrders = ['account.self', 'profile.view', 'order.view', 'patient.view'];

  beforeEach(() => setSession({ token: 'tok', type: 'collaborator', isSubUser: true }));

  it("the assistant's list has no money column, money filter or amount in the report", async () => {
    const { calls } = stubOrders({ items: [rowWithoutMoney], report: reportWithoutMoney }, readsOrders);
    renderApp('/chi-dinh');
    expect(await screen.findByRole('link', { name: 'LH-0000123' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/collaborator/profile'))).toBe(true));
    expect(screen.getByText('Tổng số lịch hẹn').nextSibling).toHaveTextContent('42');
    expect(headers()).toEqual(expect.arrayContaining(['Mã lịch hẹn', 'Bệnh nhân', 'Trạng thái']));
    expect(headers()).not.toContain('Tổng tiền dịch vụ');
    expect(headers()).not.toContain('Phí tư vấn');
    expect(screen.queryByText('Tổng tiền dịch vụ')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Tổng tiền dịch vụ' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Phí tư vấn' })).toBeNull();
    // No empty money either: nothing on the page reads as an amount.
    expect(screen.queryByText(/\d đ$/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tạo chỉ định' })).toBeNull();
  });

  it('the booking role sees the service totals and their filter, not the consultation fees', async () => {
    const { totalConsultationFee: _f, ...pricedRow } = orderRow;
    stubOrders({ items: [{ ...pricedRow, services: pricedRow.services.map(({ feePrice: _p, ...s }) => s) }], report: REPORT }, [
      ...readsOrders,
      'order.manage',
      'price.view',
      'patient.manage',
    ]);
    renderApp('/chi-dinh');
    await waitFor(() => expect(headers()).toContain('Tổng tiền dịch vụ'));
    expect(headers()).not.toContain('Phí tư vấn');
    expect(screen.getByText('Tổng tiền dịch vụ', { selector: 'dt' }).nextSibling).toHaveTextContent('3.450.000 đ');
    expect(screen.getByRole('combobox', { name: 'Tổng tiền dịch vụ' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Phí tư vấn' })).toBeNull();
  });
});
