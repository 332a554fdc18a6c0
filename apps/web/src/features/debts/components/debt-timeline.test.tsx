import type { DebtEvent } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { demoProfile, stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const event = (n: number, over: Partial<DebtEvent> = {}): DebtEvent => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  kind: 'letter_sent',
  subject: 'letter',
  subjectId: '00000000-0000-4000-8000-000000000001',
  summary: `Sự kiện ${n}`,
  amount: null,
  actor: 'operator',
  at: new Date(Date.UTC(2026, 9, 30 - n, 3)).toISOString(),
  ...over,
});

/** The timeline's server: filters by subject and pages like the real one. */
function timelineServer(events: DebtEvent[]) {
  const api = stubApi((url) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/api/partner/v1/collaborator/profile') return jsonResponse({ data: { ...demoProfile, type: 'collaborator' } });
    if (u.pathname !== '/api/partner/v1/collaborator/debt-timeline') return undefined;
    const subject = u.searchParams.get('subject');
    const page = Number(u.searchParams.get('page'));
    const limit = Number(u.searchParams.get('limit'));
    const shown = events.filter((e) => !subject || e.subject === subject);
    return jsonResponse({
      data: {
        items: shown.slice((page - 1) * limit, page * limit),
        pagination: { page, limit, count: shown.length, totalCount: shown.length },
      },
    });
  });
  const timelineCalls = () => api.calls.filter((c) => c.url.includes('/debt-timeline')).map((c) => new URL(c.url, 'http://x').searchParams);
  return { ...api, timelineCalls };
}

beforeEach(() => {
  setSession({ token: 'tok', type: 'collaborator', isSubUser: false });
});

describe('/cong-no', () => {
  it("opens on 'Báo cáo công nợ' and offers the letters and the timeline", async () => {
    timelineServer([]);
    renderApp('/cong-no');
    expect(await screen.findByRole('tab', { name: 'Báo cáo công nợ', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Danh sách công nợ' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lịch sử' })).toBeInTheDocument();
  });

  it('the timeline reads newest first, names who acted, filters by subject from page 1', async () => {
    const server = timelineServer([
      event(1, { kind: 'letter_answered', actor: 'partner', amount: 900_000, summary: 'Khác số liệu' }),
      event(2, { kind: 'report_sent', subject: 'report', summary: 'Báo cáo tháng 9/2026' }),
      ...Array.from({ length: 10 }, (_, i) => event(i + 3)),
    ]);
    renderApp('/cong-no?tab=lich-su');
    const timeline = await screen.findByRole('region', { name: 'Lịch sử công nợ' });
    const first = await within(timeline).findByText('Khác số liệu');
    const item = first.closest('.debt-timeline__item') as HTMLElement;
    expect(within(item).getByText('Trả lời thư xác nhận công nợ')).toBeInTheDocument();
    expect(within(item).getByText('Bạn')).toBeInTheDocument();
    expect(item).toHaveTextContent('900.000');
    expect(within(timeline).getAllByText(/^Sự kiện/)).toHaveLength(8);

    await userEvent.click(within(timeline).getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(server.timelineCalls().at(-1)?.get('page')).toBe('2'));
    await userEvent.click(within(timeline).getByText('Báo cáo tháng'));
    await waitFor(() => expect(server.timelineCalls().at(-1)?.get('subject')).toBe('report'));
    expect(server.timelineCalls().at(-1)?.get('page')).toBe('1');
    expect(await within(timeline).findByText('Báo cáo tháng 9/2026')).toBeInTheDocument();
    await waitFor(() => expect(within(timeline).queryByText('Khác số liệu')).toBeNull());
  });
});
