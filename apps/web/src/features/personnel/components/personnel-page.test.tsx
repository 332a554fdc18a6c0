import { MSG, type PermissionGroup, PERSONNEL_MSG, type Personnel, type PersonnelRole } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { chooseOption, fieldOf, findDialog, loadAntdTexts } from '@/testing/antd-helpers';
import { stubApi } from '@/testing/api-stub';
import { type FetchCall, jsonResponse } from '@/testing/fetch-mock';
import { spyNotifier } from '@/testing/notifier-spy';
import { renderApp } from '@/testing/render-app';

const BASE = '/api/partner/v1/provider';
const ROLE_ID = '0b7e2c1a-1111-4a2b-8c3d-000000000001';
const INACTIVE_ROLE_ID = '0b7e2c1a-1111-4a2b-8c3d-000000000002';
const STAFF_ID = '5d6e7f80-2222-4b3c-9d4e-000000000001';
const PENDING_ID = '5d6e7f80-2222-4b3c-9d4e-000000000002';

const role = (over: Partial<PersonnelRole> = {}): PersonnelRole => ({
  id: ROLE_ID,
  name: 'Chuyên viên đấu thầu',
  description: 'Nộp hồ sơ dự thầu',
  active: true,
  permissions: ['bid.view', 'bid.submit'],
  staffCount: 1,
  createdAt: '2026-01-02T03:00:00.000Z',
  updatedAt: '2026-01-02T03:00:00.000Z',
  ...over,
});
const staff = (over: Partial<Personnel> = {}): Personnel => ({
  id: STAFF_ID,
  username: 'ncc_dau_thau',
  fullName: 'Phạm Quốc Huy',
  email: 'dauthau@phuongnammed.vn',
  phone: '0287300112',
  status: 'active',
  role: { id: ROLE_ID, name: 'Chuyên viên đấu thầu', active: true },
  lastLoginAt: null,
  createdAt: '2026-01-02T03:00:00.000Z',
  ...over,
});
const GROUPS: PermissionGroup[] = [
  {
    area: 'tenders',
    name: 'Đấu thầu',
    permissions: [
      { key: 'bid.view', name: 'Xem bài thầu' },
      { key: 'bid.submit', name: 'Nộp hồ sơ dự thầu' },
    ],
  },
  { area: 'contracts', name: 'Hợp đồng', permissions: [{ key: 'contract.view', name: 'Xem hợp đồng' }] },
];
const page = <T,>(items: T[]) => ({ data: { items, pagination: { page: 1, limit: 10, count: items.length, totalCount: items.length } } });
const bodyOf = (call: FetchCall | undefined) => JSON.parse(String(call?.init.body)) as Record<string, unknown>;

beforeEach(async () => {
  setSession({ token: 'tok', type: 'provider', isSubUser: false });
  await loadAntdTexts();
});

/** Clicks `button` and waits for the call it makes. */
async function clickAndWait(user: UserEvent, button: HTMLElement, sent: () => boolean) {
  await user.click(button);
  await waitFor(() => expect(sent()).toBe(true));
}

describe('personnel (/nhan-su): staff', () => {
  it('lists staff with role and status, searches after a pause, filters by status (page 1 again)', async () => {
    const { calls } = stubApi((url) => {
      if (url.startsWith(`${BASE}/personnel/list`))
        return jsonResponse(
          page([
            staff(),
            staff({
              id: PENDING_ID,
              username: 'nv_moi',
              fullName: 'Lê Thị Mới',
              status: 'pending',
              role: { id: INACTIVE_ROLE_ID, name: 'Cũ', active: false },
            }),
          ]),
        );
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/nhan-su');
    expect(await screen.findByText('Nhân sự', { selector: 'h1' })).toBeInTheDocument();
    expect(document.querySelector('[role=tab][aria-selected=true]')).toHaveTextContent('Nhân sự');
    const row = (await screen.findByText('Phạm Quốc Huy')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Chuyên viên đấu thầu')).toBeInTheDocument();
    expect(within(row).getByText('Đang hoạt động')).toBeInTheDocument();
    const pending = screen.getByText('Lê Thị Mới').closest('tr') as HTMLElement;
    expect(within(pending).getByText('Chờ đặt mật khẩu')).toBeInTheDocument();
    expect(within(pending).getByText('Ngừng hoạt động')).toBeInTheDocument();
    // Only a member still waiting is offered a new link.
    expect(within(pending).getByLabelText('Gửi lại email nv_moi')).toBeInTheDocument();
    expect(within(row).queryByLabelText(/Gửi lại email/)).toBeNull();

    const lists = () => calls.filter((c) => c.url.startsWith(`${BASE}/personnel/list`)).map((c) => c.url);
    await user.type(screen.getByLabelText(/Tìm theo tên/), 'huy');
    await waitFor(() => expect(lists().at(-1)).toBe(`${BASE}/personnel/list?page=1&limit=10&search=huy`));
    // One call for the typed word, not one per letter.
    expect(lists().filter((u) => u.includes('search=')).length).toBe(1);
    await chooseOption(user, 'Trạng thái', 'Đã khóa');
    await waitFor(() => expect(lists().at(-1)).toBe(`${BASE}/personnel/list?page=1&limit=10&search=huy&status=locked`));
  });

  it('creates a member (no password asked); a refused save keeps the dialog open with the server`s field errors', async () => {
    let creates = 0;
    const { calls } = stubApi((url, init) => {
      if (url.startsWith(`${BASE}/personnel/list`)) return jsonResponse(page([staff()]));
      if (url.startsWith(`${BASE}/personnel-role/list`))
        return jsonResponse(page([role(), role({ id: INACTIVE_ROLE_ID, name: 'Cũ', active: false })]));
      if (url === `${BASE}/personnel/create` && init.method === 'POST') {
        creates += 1;
        return creates === 1
          ? jsonResponse({ message: MSG.usernameTaken, errors: { username: [MSG.usernameTaken] } }, 409)
          : jsonResponse({ data: staff({ id: PENDING_ID, username: 'nv_moi', status: 'pending' }), message: PERSONNEL_MSG.created });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/nhan-su');
    const notifier = spyNotifier();
    await user.click(await screen.findByText('Thêm nhân sự', { selector: 'button span' }));
    const dialog = await findDialog('Thêm nhân sự');
    expect(within(dialog).queryByLabelText(/Mật khẩu/)).toBeNull();
    expect(within(dialog).getByText(/nhận email có liên kết để tự đặt mật khẩu/)).toBeInTheDocument();

    // The contract's rules, before anything is sent.
    const save = within(dialog).getByRole('button', { name: 'Lưu' });
    await user.click(save);
    await waitFor(() => expect(within(fieldOf('Vai trò', dialog)).getByText(PERSONNEL_MSG.roleRequired)).toBeInTheDocument());
    expect(within(fieldOf('Họ và tên', dialog)).getByText(MSG.required)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Tên đăng nhập'), 'nv_moi');
    await user.type(within(dialog).getByLabelText('Họ và tên'), 'Lê Thị Mới');
    await user.type(within(dialog).getByLabelText('Email'), 'moi@phuongnammed.vn');
    await user.type(within(dialog).getByLabelText('Số điện thoại'), '0912000111');
    await user.click(within(dialog).getByLabelText('Vai trò'));
    // An inactive role is not offered for a new member.
    await waitFor(() => expect(screen.getByTitle('Chuyên viên đấu thầu')).toBeInTheDocument());
    expect(screen.queryByTitle(/Cũ/)).toBeNull();
    await user.click(screen.getByTitle('Chuyên viên đấu thầu'));

    await clickAndWait(user, save, () => creates === 1);
    await waitFor(() => expect(within(fieldOf('Tên đăng nhập', dialog)).getByText(MSG.usernameTaken)).toBeInTheDocument());
    expect(notifier.error).toHaveBeenCalledWith(expect.objectContaining({ description: MSG.usernameTaken }));
    expect(within(dialog).getByLabelText('Họ và tên')).toHaveValue('Lê Thị Mới');

    const posts = () => calls.filter((c) => c.url === `${BASE}/personnel/create`);
    expect(bodyOf(posts()[0])).toEqual({
      username: 'nv_moi',
      fullName: 'Lê Thị Mới',
      email: 'moi@phuongnammed.vn',
      phone: '0912000111',
      roleId: ROLE_ID,
    });
    await user.clear(within(dialog).getByLabelText('Tên đăng nhập'));
    await user.type(within(dialog).getByLabelText('Tên đăng nhập'), 'nv_moi2');
    await clickAndWait(user, save, () => creates === 2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(posts()[1]).username).toBe('nv_moi2');
  });

  it('views, edits (login name fixed), locks after confirming; a refused delete keeps its confirmation open', async () => {
    const { calls } = stubApi((url, init) => {
      if (url.startsWith(`${BASE}/personnel/list`)) return jsonResponse(page([staff()]));
      if (url.startsWith(`${BASE}/personnel-role/list`)) return jsonResponse(page([role()]));
      if (url === `${BASE}/personnel/detail/${STAFF_ID}` && init.method === 'PUT')
        return jsonResponse({ data: staff({ fullName: 'Phạm Huy' }), message: PERSONNEL_MSG.updated });
      if (url === `${BASE}/personnel/detail/${STAFF_ID}/lock`)
        return jsonResponse({ data: staff({ status: 'locked' }), message: PERSONNEL_MSG.locked });
      if (url === `${BASE}/personnel/detail/${STAFF_ID}` && init.method === 'DELETE')
        return jsonResponse({ message: PERSONNEL_MSG.staffHasActivity }, 422);
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/nhan-su');
    const notifier = spyNotifier();

    await user.click(await screen.findByLabelText('Xem ncc_dau_thau'));
    const view = await findDialog('Thông tin nhân sự');
    expect(within(view).getByText('dauthau@phuongnammed.vn')).toBeInTheDocument();
    await user.click(within(view).getAllByLabelText(/Close|Đóng/)[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByLabelText('Sửa ncc_dau_thau'));
    const edit = await findDialog('Chỉnh sửa nhân sự');
    expect(within(edit).getByLabelText('Tên đăng nhập')).toBeDisabled();
    const name = within(edit).getByLabelText('Họ và tên');
    await user.clear(name);
    await user.type(name, 'Phạm Huy');
    const put = () => calls.find((c) => c.url === `${BASE}/personnel/detail/${STAFF_ID}` && c.init.method === 'PUT');
    await clickAndWait(user, within(edit).getByRole('button', { name: 'Lưu' }), () => Boolean(put()));
    expect(bodyOf(put())).toEqual({ fullName: 'Phạm Huy', email: 'dauthau@phuongnammed.vn', phone: '0287300112', roleId: ROLE_ID });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByLabelText('Khóa ncc_dau_thau'));
    const lock = await findDialog('Khóa tài khoản nhân sự');
    const locked = () => calls.some((c) => c.url.endsWith(`/${STAFF_ID}/lock`) && c.init.method === 'PUT');
    await clickAndWait(user, within(lock).getByRole('button', { name: 'Khóa' }), locked);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByLabelText('Xóa ncc_dau_thau'));
    const confirm = await findDialog('Xóa nhân sự');
    const deleted = () => calls.some((c) => c.init.method === 'DELETE');
    await clickAndWait(user, within(confirm).getByRole('button', { name: 'Xóa' }), deleted);
    await waitFor(() =>
      expect(notifier.error).toHaveBeenCalledWith(expect.objectContaining({ description: PERSONNEL_MSG.staffHasActivity })),
    );
    expect(screen.getByRole('dialog')).toBe(confirm);
  });
});

describe('personnel (/nhan-su): roles', () => {
  it('lists roles (active filter, page 1 again), creates one from the permission picker grouped by area', async () => {
    const { calls } = stubApi((url, init) => {
      if (url.startsWith(`${BASE}/personnel-role/list-default-permission`)) return jsonResponse({ data: GROUPS });
      if (url.startsWith(`${BASE}/personnel-role/list`)) return jsonResponse(page([role()]));
      if (url === `${BASE}/personnel-role/create` && init.method === 'POST')
        return jsonResponse({ data: role({ id: INACTIVE_ROLE_ID }), message: PERSONNEL_MSG.roleCreated });
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/nhan-su?tab=vai-tro');
    await waitFor(() => expect(document.querySelector('[role=tab][aria-selected=true]')).toHaveTextContent('Vai trò'));
    const row = (await screen.findByText('Chuyên viên đấu thầu')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Đang hoạt động')).toBeInTheDocument();
    const lists = () => calls.filter((c) => c.url.startsWith(`${BASE}/personnel-role/list?`)).map((c) => c.url);
    await chooseOption(user, 'Trạng thái', 'Ngừng hoạt động');
    await waitFor(() => expect(lists().at(-1)).toBe(`${BASE}/personnel-role/list?page=1&limit=10&active=false`));

    await user.click(screen.getByText('Thêm vai trò', { selector: 'button span' }));
    const dialog = await findDialog('Thêm vai trò');
    await within(dialog).findByText('Đấu thầu');
    const save = within(dialog).getByRole('button', { name: 'Lưu' });
    await user.click(save);
    await waitFor(() => expect(within(dialog).getByText(PERSONNEL_MSG.permissionsRequired)).toBeInTheDocument());
    await user.type(within(dialog).getByLabelText('Tên vai trò'), 'Theo dõi');
    // The area's box takes all of its permissions; one more from another area.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Đấu thầu' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Nộp hồ sơ dự thầu' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Nộp hồ sơ dự thầu' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Đấu thầu' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Xem hợp đồng' }));
    const post = () => calls.find((c) => c.url === `${BASE}/personnel-role/create`);
    await clickAndWait(user, save, () => Boolean(post()));
    expect(bodyOf(post())).toEqual({ name: 'Theo dõi', description: '', active: true, permissions: ['bid.view', 'contract.view'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The tab stays, and so does the list's filter (kept in the address beside it).
    expect(router.state.location.search).toBe('?tab=vai-tro&active=false');
  });

  it('a role in use is not deleted: the reason shows and the confirmation stays', async () => {
    stubApi((url, init) => {
      if (url.startsWith(`${BASE}/personnel-role/list`)) return jsonResponse(page([role()]));
      if (url === `${BASE}/personnel-role/delete/${ROLE_ID}` && init.method === 'DELETE')
        return jsonResponse({ message: PERSONNEL_MSG.roleInUse }, 422);
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/nhan-su?tab=vai-tro');
    const notifier = spyNotifier();
    await user.click(await screen.findByLabelText('Xóa Chuyên viên đấu thầu'));
    const confirm = await findDialog('Xóa vai trò');
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith(expect.objectContaining({ description: PERSONNEL_MSG.roleInUse })));
    expect(screen.getByRole('dialog')).toBe(confirm);
  });
});
