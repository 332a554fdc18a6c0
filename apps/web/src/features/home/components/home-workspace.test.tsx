import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

afterEach(() => clearSession());

describe('the signed-in home', () => {
  it('opens on the workspace: what waits (with deadlines and links), the unread count, shortcuts; no tenders for a collaborator', async () => {
    setSession({ token: 't', type: 'collaborator', isSubUser: false });
    const { calls } = stubApi((url) => {
      if (url.startsWith('/api/partner/v1/collaborator/home/workspace'))
        return jsonResponse({
          data: {
            waiting: [
              {
                kind: 'order.pending',
                title: 'LH-0000012 — Nguyễn Văn A',
                detail: 'Chờ xác nhận lịch hẹn',
                deadline: inDays(2),
                link: '/chi-dinh/abc',
              },
            ],
            waitingTotal: 3,
            waitingMore: [
              { count: 1, label: 'chỉ định khác chờ xác nhận', link: '/chi-dinh' },
              { count: 1, label: 'việc công nợ khác', link: '/cong-no' },
            ],
            figures: [],
            unread: 4,
          },
        });
      return undefined;
    });
    renderApp('/');
    const waiting = (await screen.findByRole('heading', { name: 'Chỉ định và công nợ đang chờ' })).parentElement as HTMLElement;
    expect(await within(waiting).findByRole('link', { name: /LH-0000012/ })).toHaveAttribute('href', '/chi-dinh/abc');
    expect(within(waiting).getByText('(Còn 2 ngày)')).toBeInTheDocument();
    // What the list leaves out, each part a link to the screen that shows it.
    expect(within(waiting).getByRole('link', { name: '1 chỉ định khác chờ xác nhận' })).toHaveAttribute('href', '/chi-dinh');
    expect(within(waiting).getByRole('link', { name: '1 việc công nợ khác' })).toHaveAttribute('href', '/cong-no');
    expect(screen.getByRole('link', { name: '4 thông báo chưa đọc' })).toHaveAttribute('href', '/thong-tin-chung?tab=thong-bao');
    const shortcuts = screen.getByRole('heading', { name: 'Lối tắt' }).nextElementSibling as HTMLElement;
    expect(within(shortcuts).getByRole('link', { name: 'Chỉ định' })).toHaveAttribute('href', '/chi-dinh');
    // Tenders do not concern a collaborator: no bid section; the workspace was asked of its own type.
    expect(document.getElementById('bid-project')).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/partner/v1/collaborator/home/workspace'))).toBe(true);
  });

  it('says so when nothing waits', async () => {
    setSession({ token: 't', type: 'provider', isSubUser: false });
    stubApi((url) =>
      url.startsWith('/api/partner/v1/provider/home/workspace')
        ? jsonResponse({ data: { waiting: [], waitingTotal: 0, waitingMore: [], figures: [], unread: 0 } })
        : undefined,
    );
    renderApp('/');
    expect(await screen.findByText('Không có việc nào đang chờ bạn.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Yêu cầu từ bên mời thầu đang chờ bạn' })).toBeInTheDocument();
  });
});

describe('one browser, two accounts', () => {
  it("shows the next account signed in none of the previous one's patients, not even while it loads", async () => {
    setSession({ token: 'ctv-mot', type: 'collaborator', isSubUser: false });
    stubApi((url, init) => {
      if (!url.startsWith('/api/partner/v1/collaborator/home/workspace')) return undefined;
      const first = new Headers(init.headers).get('Authorization') === 'Bearer ctv-mot';
      const item = { kind: 'order.pending', detail: 'Chờ xác nhận lịch hẹn', deadline: inDays(2), link: '/chi-dinh/abc' };
      return jsonResponse({
        data: {
          waiting: [{ ...item, title: first ? 'LH-0000001 — Nguyễn Văn An' : 'LH-0000002 — Trần Thị Bình' }],
          waitingTotal: 1,
          waitingMore: [],
          figures: [],
          unread: 0,
        },
      });
    });
    renderApp('/');
    expect(await screen.findByRole('link', { name: /Nguyễn Văn An/ })).toBeInTheDocument();
    // Signed out, then another collaborator signs in on the same browser.
    act(() => clearSession());
    act(() => setSession({ token: 'ctv-hai', type: 'collaborator', isSubUser: false }));
    expect(screen.queryByText(/Nguyễn Văn An/)).toBeNull();
    expect(await screen.findByRole('link', { name: /Trần Thị Bình/ })).toBeInTheDocument();
    expect(screen.queryByText(/Nguyễn Văn An/)).toBeNull();
  });
});

describe('the visitor home', () => {
  it('shows the public exam packages and the cooperation call', async () => {
    stubApi((url) => {
      if (url.startsWith('/api/partner/exam-package/list'))
        return jsonResponse({
          data: {
            items: [
              {
                id: 'p1',
                name: 'Gói khám tổng quát nam',
                category: { id: 'c1', name: 'Khám định kỳ' },
                type: 1,
                typeName: 'Gói cơ bản',
                price: 1_250_000,
                description: '',
                serviceCount: 12,
              },
            ],
            pagination: { page: 1, limit: 4, count: 1, totalCount: 1 },
          },
        });
      return undefined;
    });
    renderApp('/');
    const packages = (await screen.findByRole('heading', { name: 'Gói khám sức khỏe' })).parentElement as HTMLElement;
    expect(await within(packages).findByRole('heading', { name: 'Gói khám tổng quát nam' })).toBeInTheDocument();
    expect(within(packages).getByText('Gói cơ bản · 12 dịch vụ')).toBeInTheDocument();
    expect(within(packages).getByText(/1\.250\.000/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tìm hiểu chương trình hợp tác' })).toHaveAttribute('href', '/thong-tin-chung?tab=hop-tac');
  });
});
