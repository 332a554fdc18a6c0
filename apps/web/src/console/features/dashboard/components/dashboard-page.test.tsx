import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { DASHBOARD_TEXT, DashboardPage, type DashboardScope } from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const NONE: DashboardScope = { partners: false, tenders: false, orders: false, debts: false, footer: false, popup: false };
const page = (totalCount: number) =>
  jsonResponse({ data: { items: [], pagination: { page: 1, limit: 1, count: totalCount, totalCount } } });

/** A counter link is named by what it shows: its title, its count and 'Xem danh sách'. */
const counter = (title: string, count: number) =>
  new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*${count}\\s*Xem danh sách`);

function stub() {
  return mockFetch((url) => {
    if (url.includes('/api/admin/dashboard')) return jsonResponse({ data: { pendingRegistrations: 2, pendingRenames: 1 } });
    if (url.includes('/api/admin/tendering')) return page(Number(/status=(\d)/.exec(url)?.[1] ?? 9) + 3);
    if (url.includes('/api/admin/orders')) return page(url.includes('hasRequests') ? 4 : 7);
    if (url.includes('/api/admin/debts/reports') && url.includes('extensionPending=true')) return page(1);
    if (url.includes('/api/admin/debts/letters') && url.includes('responseStatus=3') && url.includes('state=current')) return page(2);
    return jsonResponse({ data: null });
  });
}

describe('the dashboard shows what the role works on', () => {
  it('while the numbers load, the same cards stand in their places (nothing moves when they come)', async () => {
    stub();
    renderConsole(<DashboardPage scope={{ ...NONE, partners: true, tenders: true, orders: true, footer: true }} />);
    // First paint: every counter's card with its title, busy, before any answer.
    const busy = () => [...document.querySelectorAll('[aria-busy="true"]')].map((el) => el.textContent ?? '');
    const titles = [
      DASHBOARD_TEXT.registrations,
      DASHBOARD_TEXT.renames,
      DASHBOARD_TEXT.draftTenders,
      DASHBOARD_TEXT.openTenders,
      DASHBOARD_TEXT.reviewTenders,
      DASHBOARD_TEXT.pendingOrders,
      DASHBOARD_TEXT.orderRequests,
    ];
    expect(busy().map((text) => titles.find((t) => text.startsWith(t)))).toEqual(titles);
    expect(screen.getByRole('link', { name: /Chân trang/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: counter(DASHBOARD_TEXT.reviewTenders, 5) })).toBeInTheDocument();
    await waitFor(() => expect(busy()).toEqual([]));
    expect(screen.getAllByRole('link', { name: /Xem danh sách/ })).toHaveLength(titles.length);
  });

  it('the tender officer: the tender desk counters, no partner counters and no partner call', async () => {
    const { calls } = stub();
    renderConsole(<DashboardPage scope={{ ...NONE, tenders: true }} />);
    expect(await screen.findByRole('link', { name: counter(DASHBOARD_TEXT.draftTenders, 3) })).toHaveAttribute(
      'href',
      '/quan-tri/dau-thau?status=0',
    );
    expect(screen.getByRole('link', { name: counter(DASHBOARD_TEXT.openTenders, 4) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: counter(DASHBOARD_TEXT.reviewTenders, 5) })).toBeInTheDocument();
    expect(screen.queryByText(DASHBOARD_TEXT.registrations)).toBeNull();
    expect(calls.some((c) => c.url.includes('/api/admin/dashboard'))).toBe(false);
  });

  it('customer care: registrations, renames and the orders waiting', async () => {
    stub();
    renderConsole(<DashboardPage scope={{ ...NONE, partners: true, orders: true }} />);
    expect(await screen.findByRole('link', { name: counter(DASHBOARD_TEXT.registrations, 2) })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: counter(DASHBOARD_TEXT.pendingOrders, 7) })).toHaveAttribute(
      'href',
      '/quan-tri/chi-dinh?Status=1',
    );
    expect(screen.getByRole('link', { name: counter(DASHBOARD_TEXT.orderRequests, 4) })).toBeInTheDocument();
    expect(screen.queryByText(DASHBOARD_TEXT.openTenders)).toBeNull();
  });

  it('the accountant: the extension requests waiting (any month) and the letters answered with another balance', async () => {
    stub();
    renderConsole(<DashboardPage scope={{ ...NONE, debts: true }} />);
    expect(await screen.findByRole('link', { name: counter(DASHBOARD_TEXT.pendingExtensions, 1) })).toHaveAttribute(
      'href',
      '/quan-tri/cong-no/bao-cao-thang?extensionPending=true',
    );
    expect(screen.getByRole('link', { name: counter(DASHBOARD_TEXT.disputedLetters, 2) })).toHaveAttribute(
      'href',
      '/quan-tri/cong-no/thu-xac-nhan?responseStatus=3',
    );
    expect(screen.queryByText(DASHBOARD_TEXT.nothing)).toBeNull();
  });

  it('the content editor: its pages; a reading role: a sentence instead of counters it cannot act on', async () => {
    const { calls } = stub();
    const { unmount } = renderConsole(<DashboardPage scope={{ ...NONE, footer: true, popup: true }} />);
    expect(screen.getByRole('link', { name: /Chân trang/ })).toHaveAttribute('href', '/quan-tri/noi-dung/chan-trang');
    unmount();
    renderConsole(<DashboardPage scope={NONE} />);
    expect(screen.getByText(DASHBOARD_TEXT.nothing)).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([]));
  });
});
