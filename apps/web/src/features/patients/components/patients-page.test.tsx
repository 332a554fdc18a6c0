import { ORDER_MSG } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { chooseOption, findDialog } from '@/testing/antd-helpers';
import { demoProfile, stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { spyNotifier } from '@/testing/notifier-spy';
import { lookupRoutes, PATIENT_ID, pageOf, patient } from '@/testing/orders-fixtures';
import { renderApp } from '@/testing/render-app';

const OTHER_ID = '6f7a8b9c-0d1e-4f2a-b3c4-d5e6f7a8b9c0';
const DETAIL = '/api/partner/v1/collaborator/patient/detail/';

beforeEach(() => {
  setSession({ token: 'tok', type: 'collaborator', isSubUser: false });
});

describe('patients (/benh-nhan)', () => {
  it('lists, filters by total spent (page 1 again), edits, deletes, and shows the server`s reason for a refused delete', async () => {
    const { calls } = stubApi((url, init) => {
      if (url.includes('/patient/filter-options'))
        return jsonResponse({ data: { total: [{ key: 'lt1m', name: 'Dưới 1 triệu', from: 0, to: 1_000_000 }] } });
      if (url.includes('/patient/list'))
        return jsonResponse(
          pageOf(
            [patient({ orderCount: 2, total: 1_250_000 }), patient({ id: OTHER_ID, fullName: 'Trần Văn Bình', phone: '0987654321' })],
            1,
            10,
            24,
          ),
        );
      if (url === `${DETAIL}${PATIENT_ID}` && init.method === 'PUT')
        return jsonResponse({ data: patient(), message: ORDER_MSG.patientUpdated });
      if (url === `${DETAIL}${PATIENT_ID}` && init.method === 'DELETE') return jsonResponse({ message: ORDER_MSG.patientHasOrders }, 422);
      if (url === `${DETAIL}${OTHER_ID}` && init.method === 'DELETE')
        return jsonResponse({ data: null, message: ORDER_MSG.patientDeleted });
      return undefined;
    }, lookupRoutes());
    const user = userEvent.setup();
    renderApp('/benh-nhan');
    expect(await screen.findByRole('heading', { name: 'Bệnh nhân' })).toBeInTheDocument();
    const notifier = spyNotifier();
    expect(await screen.findByText('1.250.000 đ')).toBeInTheDocument();
    expect(screen.getAllByText('15 Nguyễn Huệ, Phường Sài Gòn, Thành phố Hồ Chí Minh')).toHaveLength(2);

    const lastList = () => calls.filter((c) => c.url.includes('/patient/list')).at(-1)?.url;
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList()).toMatch(/patient\/list\?page=2&limit=10$/));
    await chooseOption(user, 'Tổng chi tiêu', 'Dưới 1 triệu');
    await waitFor(() => expect(lastList()).toMatch(/patient\/list\?page=1&limit=10&MinTotal=0&MaxTotal=1000000$/));

    await user.click(screen.getByRole('button', { name: 'Sửa Phạm Minh Khoa' }));
    const dialog = await findDialog('Chỉnh sửa bệnh nhân');
    const name = within(dialog).getByLabelText('Họ và tên');
    expect(name).toHaveValue('Phạm Minh Khoa');
    await user.clear(name);
    await user.type(name, 'Phạm Minh Khoa Anh');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PUT')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chỉnh sửa bệnh nhân' })).toBeNull());
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toMatchObject({
      fullName: 'Phạm Minh Khoa Anh',
      phone: '0901234567',
      birthday: '1990-04-15',
    });

    const confirmOf = (name: string) =>
      waitFor(() => {
        const pop = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm')].find((p) => p.textContent?.includes(name));
        if (!pop) throw new Error('no confirm');
        return pop;
      });
    await user.click(screen.getByRole('button', { name: 'Xóa Phạm Minh Khoa' }));
    await user.click(within(await confirmOf('Phạm Minh Khoa')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith(expect.objectContaining({ description: ORDER_MSG.patientHasOrders })));

    await user.click(screen.getByRole('button', { name: 'Xóa Trần Văn Bình' }));
    await user.click(within(await confirmOf('Trần Văn Bình')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(calls.some((c) => c.url === `${DETAIL}${OTHER_ID}` && c.init.method === 'DELETE')).toBe(true));
  });
});

describe('patients for a staff role (money is held field by field)', () => {
  it("the assistant's list has no total-spent column nor filter", async () => {
    setSession({ token: 'tok', type: 'collaborator', isSubUser: true });
    // What the server answers a role without 'price.view': the patients without their total spent.
    const { total: _total, ...bare } = patient({ orderCount: 2 });
    const { calls } = stubApi((url) => {
      if (url.endsWith('/collaborator/profile'))
        return jsonResponse({
          data: { ...demoProfile, type: 'collaborator', isSubUser: true, permissions: ['account.self', 'order.view', 'patient.view'] },
        });
      if (url.includes('/patient/list')) return jsonResponse(pageOf([bare]));
      return undefined;
    }, lookupRoutes());
    renderApp('/benh-nhan');
    expect(await screen.findByText('Phạm Minh Khoa')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/collaborator/profile'))).toBe(true));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toContain('Số lịch hẹn');
    expect(headers).not.toContain('Tổng chi tiêu');
    expect(screen.queryByRole('combobox', { name: 'Tổng chi tiêu' })).toBeNull();
    expect(screen.queryByText(/\d đ$/)).toBeNull();
  });
});
