import { ACCOUNT_MSG, type AccountSession } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSession, setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { type FetchCall, jsonResponse } from '@/testing/fetch-mock';
import { spyNotifier } from '@/testing/notifier-spy';
import { renderApp } from '@/testing/render-app';

const SESSIONS = '/api/partner/v1/collaborator/account/sessions';
const HERE = '11111111-1111-4111-8111-111111111111';
const PHONE = '22222222-2222-4222-8222-222222222222';
const LAPTOP = '33333333-3333-4333-8333-333333333333';

const session = (id: string, device: string, over: Partial<AccountSession> = {}): AccountSession => ({
  id,
  device,
  ip: '203.113.1.10',
  createdAt: '2026-03-02T01:15:00.000Z',
  lastSeenAt: '2026-03-05T08:40:00.000Z',
  current: false,
  ...over,
});
const page = (items: AccountSession[]) => ({
  data: { items, pagination: { page: 1, limit: 10, count: items.length, totalCount: items.length } },
});

/** A fake server keeping the account's live sessions: the list, ending one, ending all but this one. */
function fakeSessions(initial: AccountSession[]) {
  let live = [...initial];
  const { calls } = stubApi((url, init) => {
    const method = init.method ?? 'GET';
    if (url.startsWith(`${SESSIONS}?`) && method === 'GET') return jsonResponse(page(live));
    if (url === `${SESSIONS}/logout-all` && method === 'POST') {
      const count = live.filter((s) => !s.current).length;
      live = live.filter((s) => s.current);
      return jsonResponse({ data: { count }, message: ACCOUNT_MSG.otherSessionsEnded });
    }
    if (url.startsWith(`${SESSIONS}/`) && method === 'DELETE') {
      const id = url.slice(SESSIONS.length + 1);
      if (!live.some((s) => s.id === id)) return jsonResponse({ message: ACCOUNT_MSG.sessionNotFound }, 404);
      live = live.filter((s) => s.id !== id);
      return jsonResponse({ data: { current: id === HERE }, message: ACCOUNT_MSG.sessionEnded });
    }
    if (url.endsWith('/profile/logout')) return jsonResponse({ data: null, message: 'Đăng xuất thành công' });
    return undefined;
  });
  return calls;
}

const listReads = (calls: FetchCall[]) => calls.filter((c) => c.url.startsWith(`${SESSIONS}?`)).length;
/** The open confirmation whose text contains `text`. */
const confirmOf = (text: string) =>
  waitFor(() => {
    const pop = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm')].find((p) => p.textContent?.includes(text));
    if (!pop) throw new Error(`no confirmation "${text}"`);
    return pop;
  });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

const THREE = [
  session(HERE, 'Chrome 142 trên Windows', { current: true, lastSeenAt: '2026-03-05T09:00:00.000Z' }),
  session(PHONE, 'Safari 18 trên iPhone', { ip: '2001:ee0:4f1::1' }),
  session(LAPTOP, 'Firefox 133 trên Linux', { ip: null }),
];

beforeEach(() => {
  setSession({ token: 'tok', type: 'collaborator', isSubUser: false });
});

describe('signed-in devices on /tai-khoan', () => {
  it('lists the sessions with browser, address, times and "Thiết bị này" on the current one', async () => {
    fakeSessions(THREE);
    renderApp('/tai-khoan');
    expect(await screen.findByRole('heading', { name: 'Thiết bị đăng nhập' })).toBeInTheDocument();
    expect(await screen.findByText('Safari 18 trên iPhone')).toBeInTheDocument();
    for (const header of ['Thiết bị', 'Địa chỉ IP', 'Đăng nhập lúc', 'Hoạt động gần nhất']) {
      // Within its own section: /tai-khoan also lists the push devices.
      expect(
        within(screen.getByRole('region', { name: 'Thiết bị đăng nhập' })).getByRole('columnheader', { name: header }),
      ).toBeInTheDocument();
    }
    const here = rowOf('Chrome 142 trên Windows');
    expect(within(here).getByText('Thiết bị này')).toBeInTheDocument();
    expect(within(here).getByText('203.113.1.10')).toBeInTheDocument();
    expect(within(rowOf('Safari 18 trên iPhone')).queryByText('Thiết bị này')).toBeNull();
    expect(within(rowOf('Safari 18 trên iPhone')).getByText('2001:ee0:4f1::1')).toBeInTheDocument();
    expect(within(rowOf('Firefox 133 trên Linux')).getByText('—')).toBeInTheDocument();
    // Times in the reader's zone, as every date of the portal.
    // Times in Vietnam time (UTC+7), whatever the machine's zone.
    expect(within(rowOf('Safari 18 trên iPhone')).getByText('02/03/2026 08:15')).toBeInTheDocument();
    expect(within(rowOf('Safari 18 trên iPhone')).getByText('05/03/2026 15:40')).toBeInTheDocument();
  });

  it('logs out another device after its confirmation, with the success notice, and reads the list again', async () => {
    const calls = fakeSessions(THREE);
    const user = userEvent.setup();
    renderApp('/tai-khoan');
    await screen.findByText('Safari 18 trên iPhone');
    const notifier = spyNotifier();

    // Cancelling sends nothing.
    await user.click(screen.getByRole('button', { name: 'Đăng xuất Safari 18 trên iPhone' }));
    await user.click(within(await confirmOf('Đăng xuất Safari 18 trên iPhone?')).getByRole('button', { name: 'Hủy' }));
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false);

    const readsBefore = listReads(calls);
    await user.click(screen.getByRole('button', { name: 'Đăng xuất Safari 18 trên iPhone' }));
    await user.click(within(await confirmOf('Đăng xuất Safari 18 trên iPhone?')).getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(screen.queryByText('Safari 18 trên iPhone')).toBeNull());
    expect(calls.filter((c) => c.init.method === 'DELETE').map((c) => c.url)).toEqual([`${SESSIONS}/${PHONE}`]);
    expect(listReads(calls)).toBeGreaterThan(readsBefore);
    expect(notifier.success).toHaveBeenCalledWith(expect.objectContaining({ description: ACCOUNT_MSG.sessionEnded }));
    // Still signed in here.
    expect(getSession()?.token).toBe('tok');
    expect(screen.getByText('Firefox 133 trên Linux')).toBeInTheDocument();
  });

  it('logs out every other device at once after its confirmation; then there is nothing left to end', async () => {
    const calls = fakeSessions(THREE);
    const user = userEvent.setup();
    renderApp('/tai-khoan');
    await screen.findByText('Safari 18 trên iPhone');
    const notifier = spyNotifier();
    const all = screen.getByRole('button', { name: 'Đăng xuất khỏi tất cả thiết bị khác' });
    await user.click(all);
    await user.click(within(await confirmOf('Đăng xuất khỏi tất cả thiết bị khác?')).getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(screen.queryByText('Safari 18 trên iPhone')).toBeNull());
    expect(screen.queryByText('Firefox 133 trên Linux')).toBeNull();
    expect(screen.getByText('Chrome 142 trên Windows')).toBeInTheDocument();
    expect(calls.filter((c) => c.init.method === 'POST').map((c) => c.url)).toEqual([`${SESSIONS}/logout-all`]);
    expect(notifier.success).toHaveBeenCalledWith(expect.objectContaining({ description: ACCOUNT_MSG.otherSessionsEnded }));
    expect(getSession()?.token).toBe('tok');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Đăng xuất khỏi tất cả thiết bị khác' })).toBeDisabled());
  });

  it('logging out this device from the list logs out here, as the menu does, and goes home', async () => {
    const calls = fakeSessions(THREE);
    const user = userEvent.setup();
    const { router } = renderApp('/tai-khoan');
    await screen.findByText('Safari 18 trên iPhone');
    await user.click(screen.getByRole('button', { name: 'Đăng xuất thiết bị này' }));
    await user.click(within(await confirmOf('Đăng xuất khỏi thiết bị này?')).getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(getSession()).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The server is told with the old token.
    await waitFor(() => {
      const logout = calls.find((c) => c.url.endsWith('/collaborator/profile/logout'));
      expect(new Headers(logout?.init.headers).get('Authorization')).toBe('Bearer tok');
    });
  });

  it('a failed load shows its inline error with a retry', async () => {
    let failing = true;
    stubApi((url) => {
      if (url.startsWith(`${SESSIONS}?`))
        return failing ? jsonResponse({ message: 'Lỗi máy chủ. Vui lòng thử lại sau.' }, 500) : jsonResponse(page(THREE));
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/tai-khoan');
    expect(await screen.findByText('Không tải được danh sách thiết bị')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Safari 18 trên iPhone')).toBeInTheDocument();
  });
});
