import type { DebtEvent } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { DebtTimelinePage } from './timeline-page';

const PARTNER_ID = '00000000-0000-4000-8000-0000000000c1';
const event: DebtEvent = {
  id: '00000000-0000-4000-8000-0000000000e1',
  kind: 'extension_requested',
  subject: 'report',
  subjectId: '00000000-0000-4000-8000-0000000000d1',
  summary: 'Xin gia hạn công nợ tháng 10/2026',
  amount: 4_200_000,
  actor: 'partner',
  at: '2026-11-20T03:00:00.000Z',
};

describe("a collaborator's debt timeline on the desk", () => {
  it('reads the collaborator named in the address, with its events and who acted', async () => {
    const calls = mockFetch((url) => {
      if (url.startsWith(`/api/admin/debts/partners/${PARTNER_ID}/timeline`))
        return jsonResponse({ data: { items: [event], pagination: { page: 1, limit: 25, count: 1, totalCount: 1 } } });
      if (url.startsWith(`/api/admin/partners/${PARTNER_ID}`))
        return jsonResponse({ data: { id: PARTNER_ID, code: 'CTV-000001', name: 'Nguyễn Thị Thu Hà' } });
      return jsonResponse({ message: 'Không tìm thấy' }, 404);
    });
    renderConsole(
      <Routes>
        <Route path="/quan-tri/cong-no/cong-tac-vien/:id" element={<DebtTimelinePage />} />
      </Routes>,
      `/quan-tri/cong-no/cong-tac-vien/${PARTNER_ID}`,
    );
    expect(await screen.findByRole('heading', { name: 'Lịch sử công nợ — CTV-000001 Nguyễn Thị Thu Hà' })).toBeInTheDocument();
    const item = (await screen.findByText('Xin gia hạn công nợ tháng 10/2026')).closest('.debt-timeline__item') as HTMLElement;
    expect(within(item).getByText('Xin gia hạn thanh toán')).toBeInTheDocument();
    expect(within(item).getByText('Cộng tác viên')).toBeInTheDocument();
    expect(item).toHaveTextContent('4.200.000');
    expect(calls.calls.some((c) => c.url.includes('limit=25'))).toBe(true);
  });
});
