import { NOTIFICATION_AREA_LABELS, type NotificationItem } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { relativeTime } from '../notification-areas';

const INBOX = '/thong-tin-chung?tab=thong-bao';

const item = (n: number, over: Partial<NotificationItem> = {}): NotificationItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  area: 'tendering',
  areaName: NOTIFICATION_AREA_LABELS.tendering,
  kind: 'bid.status',
  title: `Thông báo số ${n}`,
  body: `Nội dung ${n}`,
  link: `/thau/${n}?tab=submit`,
  createdAt: new Date(Date.now() - n * 3_600_000).toISOString(),
  read: false,
  ...over,
});

/** A small server: the inbox's items, their read marks and the counts derived from them. */
function inboxServer(initial: NotificationItem[]) {
  const items = initial.map((i) => ({ ...i }));
  let emailAreas = ['tendering', 'contracts', 'account', 'announcements'];
  const counts = () => {
    const byArea: Record<string, number> = {};
    for (const i of items) if (!i.read) byArea[i.area] = (byArea[i.area] ?? 0) + 1;
    return { total: Object.values(byArea).reduce((a, b) => a + b, 0), byArea };
  };
  const api = stubApi((url, init) => {
    const u = new URL(url, 'http://x');
    const method = init.method ?? 'GET';
    if (u.pathname === '/api/partner/notifications' && method === 'GET') {
      const area = u.searchParams.get('area');
      const unread = u.searchParams.get('unread') === 'true';
      const page = Number(u.searchParams.get('page'));
      const limit = Number(u.searchParams.get('limit'));
      const shown = items.filter((i) => (!area || i.area === area) && (!unread || !i.read));
      return jsonResponse({
        data: {
          items: shown.slice((page - 1) * limit, page * limit),
          pagination: { page, limit, count: shown.length, totalCount: shown.length },
        },
      });
    }
    if (u.pathname === '/api/partner/notifications/unread-count') return jsonResponse({ data: counts() });
    const one = /^\/api\/partner\/notifications\/([^/]+)\/read$/.exec(u.pathname);
    if (one && method === 'POST') {
      const found = items.find((i) => i.id === one[1]);
      if (found) found.read = true;
      return jsonResponse({ data: counts(), message: 'Đã đánh dấu đã đọc' });
    }
    if (u.pathname === '/api/partner/notifications/read-all' && method === 'POST') {
      const area = (JSON.parse(String(init.body)) as { area?: string }).area;
      for (const i of items) if (!area || i.area === area) i.read = true;
      return jsonResponse({ data: counts(), message: 'Đã đánh dấu tất cả là đã đọc' });
    }
    if (u.pathname === '/api/partner/notifications/settings') {
      if (method === 'PUT') emailAreas = (JSON.parse(String(init.body)) as { emailAreas: string[] }).emailAreas;
      return jsonResponse({ data: { emailAreas }, message: 'Đã lưu cài đặt thông báo' });
    }
    return undefined;
  });
  const listCalls = () => api.calls.filter((c) => new URL(c.url, 'http://x').pathname === '/api/partner/notifications');
  const lastList = () => new URL(listCalls().at(-1)?.url ?? '/', 'http://x').searchParams;
  const posts = (path: string) => api.calls.filter((c) => c.init.method === 'POST' && c.url.endsWith(path));
  return { ...api, items, lastList, posts, puts: () => api.calls.filter((c) => c.init.method === 'PUT') };
}

const bell = () => screen.findByRole('link', { name: /^Thông báo( \(\d+ chưa đọc\))?$/ });

/** The area filter's button (antd draws the radio input under its label). */
const areaButton = (name: string) => {
  const label = screen.getByRole('radio', { name }).closest('label');
  if (!label) throw new Error(`no label for ${name}`);
  return label;
};

beforeEach(() => {
  setSession({ token: 'tok', type: 'provider', isSubUser: false });
});

describe('the inbox tab and the header bell', () => {
  it('the bell names the unread count and leads to the inbox; a visitor has no bell', async () => {
    inboxServer([item(1), item(2), item(3, { read: true })]);
    const { unmount } = renderApp('/thong-tin-chung?tab=faq');
    const link = await bell();
    await waitFor(() => expect(link).toHaveAccessibleName('Thông báo (2 chưa đọc)'));
    expect(link).toHaveAttribute('href', INBOX);
    unmount();

    window.localStorage.clear();
    renderApp('/thong-tin-chung?tab=faq');
    expect(await screen.findByRole('tab', { name: 'Câu hỏi thường gặp' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Thông báo( \(\d+ chưa đọc\))?$/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Thông báo' })).toBeNull();
  });

  it('area and unread filters reach the query from page 1 and the URL', async () => {
    const server = inboxServer([
      ...Array.from({ length: 9 }, (_, i) => item(i + 1)),
      item(10, { area: 'contracts', areaName: NOTIFICATION_AREA_LABELS.contracts, link: '/hop-dong/abc' }),
      item(11, { area: 'contracts', areaName: NOTIFICATION_AREA_LABELS.contracts, read: true }),
    ]);
    const user = userEvent.setup();
    const { router } = renderApp(INBOX);
    expect(await screen.findByRole('link', { name: 'Thông báo số 1' })).toHaveAttribute('href', '/thau/1?tab=submit');
    expect(server.lastList().get('page')).toBe('1');
    expect(server.lastList().get('limit')).toBe('10');

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(server.lastList().get('page')).toBe('2'));
    expect(router.state.location.search).toContain('page=2');

    // The area's button carries its unread count.
    await user.click(areaButton('Hợp đồng 1 chưa đọc'));
    await waitFor(() => expect(server.lastList().get('area')).toBe('contracts'));
    expect(server.lastList().get('page')).toBe('1');
    expect(server.lastList().get('unread')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Thông báo số 10' })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Chỉ hiện thông báo chưa đọc' }));
    await waitFor(() => expect(server.lastList().get('unread')).toBe('true'));
    expect(server.lastList().get('area')).toBe('contracts');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Thông báo số 11' })).toBeNull());
    expect(router.state.location.search).toMatch(/tab=thong-bao.*area=contracts.*unread=1|unread=1.*area=contracts/);
  });

  it('marks one read: its marker goes, and the bell and the filter counts drop', async () => {
    const server = inboxServer([item(1), item(2), item(3, { read: true })]);
    const user = userEvent.setup();
    renderApp(INBOX);
    const list = await screen.findByRole('list', { name: 'Danh sách thông báo' });
    await waitFor(() => expect(within(list).getAllByText('Chưa đọc')).toHaveLength(2));
    const link = await bell();
    await waitFor(() => expect(link).toHaveAccessibleName('Thông báo (2 chưa đọc)'));

    await user.click(within(list).getByRole('button', { name: 'Đánh dấu đã đọc: Thông báo số 1' }));
    await waitFor(() => expect(link).toHaveAccessibleName('Thông báo (1 chưa đọc)'));
    expect(server.posts(`/${item(1).id}/read`)).toHaveLength(1);
    await waitFor(() => expect(within(list).getAllByText('Chưa đọc')).toHaveLength(1));
    expect(screen.getByRole('radio', { name: 'Đấu thầu 1 chưa đọc' })).toBeInTheDocument();
  });

  it('following a notification marks it read and opens its page', async () => {
    const server = inboxServer([item(1), item(2)]);
    const user = userEvent.setup();
    const { router } = renderApp(INBOX);
    await user.click(await screen.findByRole('link', { name: 'Thông báo số 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thau/2'));
    expect(router.state.location.search).toBe('?tab=submit');
    await waitFor(() => expect(server.posts(`/${item(2).id}/read`)).toHaveLength(1));
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Thông báo (1 chưa đọc)'));
  });

  it('"mark all read" acts within the area shown', async () => {
    const server = inboxServer([item(1), item(2, { area: 'announcements', areaName: NOTIFICATION_AREA_LABELS.announcements, link: null })]);
    const user = userEvent.setup();
    renderApp(`${INBOX}&area=tendering`);
    const markAll = await screen.findByRole('button', { name: 'Đánh dấu tất cả là đã đọc' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await user.click(markAll);
    await waitFor(() => expect(server.posts('/read-all')).toHaveLength(1));
    expect(JSON.parse(String(server.posts('/read-all')[0]?.init.body))).toEqual({ area: 'tendering' });
    await waitFor(async () => expect(await bell()).toHaveAccessibleName('Thông báo (1 chưa đọc)'));
    await waitFor(() => expect(markAll).toBeDisabled());
    // The announcement (no link) stays unread, and its title is plain text.
    await user.click(areaButton('Tất cả 1 chưa đọc'));
    expect(await screen.findByText('Thông báo số 2')).not.toHaveAttribute('href');
  });

  it('never makes a link of one that would leave the portal', async () => {
    // Stored before the server refused them: each one starts with a slash, a browser leaves for evil.example.
    const leaving = ['/\\evil.example/phish', '/\t/evil.example', '/..//evil.example'];
    inboxServer([item(1), ...leaving.map((link, i) => item(i + 2, { link }))]);
    renderApp(INBOX);
    expect(await screen.findByRole('link', { name: 'Thông báo số 1' })).toHaveAttribute('href', '/thau/1?tab=submit');
    for (const n of [2, 3, 4]) {
      const title = screen.getByText(`Thông báo số ${n}`);
      expect(title).not.toHaveAttribute('href');
      expect(title.closest('a')).toBeNull();
    }
  });

  it('an empty filter says so', async () => {
    inboxServer([item(1, { read: true })]);
    const user = userEvent.setup();
    renderApp(INBOX);
    await user.click(await screen.findByRole('switch', { name: 'Chỉ hiện thông báo chưa đọc' }));
    expect(await screen.findByText('Không có thông báo chưa đọc')).toBeInTheDocument();
  });

  it('saves the e-mail choices; staff accounts do not see them', async () => {
    const server = inboxServer([item(1)]);
    const user = userEvent.setup();
    const { unmount } = renderApp(INBOX);
    const contracts = await screen.findByRole('checkbox', { name: 'Hợp đồng' });
    expect(contracts).toBeChecked();
    const save = screen.getByRole('button', { name: 'Lưu cài đặt' });
    expect(save).toBeDisabled();
    await user.click(contracts);
    await user.click(save);
    await waitFor(() => expect(server.puts()).toHaveLength(1));
    expect(JSON.parse(String(server.puts()[0]?.init.body))).toEqual({ emailAreas: ['tendering', 'account', 'announcements'] });
    await waitFor(() => expect(save).toBeDisabled());
    unmount();

    setSession({ token: 'tok2', type: 'provider', isSubUser: true });
    renderApp(INBOX);
    expect(await screen.findByRole('link', { name: 'Thông báo số 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lưu cài đặt' })).toBeNull();
  });
});

describe('relativeTime', () => {
  it('counts minutes, hours and days, and leaves older ones to the date', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(relativeTime('2026-03-10T11:59:30Z', now)).toBe('Vừa xong');
    expect(relativeTime('2026-03-10T11:15:00Z', now)).toBe('45 phút trước');
    expect(relativeTime('2026-03-10T07:00:00Z', now)).toBe('5 giờ trước');
    expect(relativeTime('2026-03-08T12:00:00Z', now)).toBe('2 ngày trước');
    expect(relativeTime('2026-02-10T12:00:00Z', now)).toBeUndefined();
  });
});
