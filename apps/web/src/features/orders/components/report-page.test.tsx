import type { CollaboratorReport } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

// jsdom draws no canvas: the chart library (as month-chart-setup.ts registers it) is replaced, the page's table is what is read.
vi.mock('@/components/month-chart-setup', () => ({
  default: vi.fn().mockImplementation(function chart() {
    return { destroy: vi.fn() };
  }),
}));
vi.mock('@/lib/export-xlsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/export-xlsx')>()),
  exportXlsx: vi.fn().mockResolvedValue(undefined),
}));
const { exportXlsx } = await import('@/lib/export-xlsx');
const { default: Chart } = await import('@/components/month-chart-setup');

const report: CollaboratorReport = {
  from: '2025-11',
  to: '2025-12',
  items: [
    { month: '2025-11', orders: 4, completed: 3, revenue: 900_000, fees: 90_000 },
    { month: '2025-12', orders: 2, completed: 1, revenue: 300_000, fees: 30_000 },
  ],
  total: { orders: 6, completed: 4, revenue: 1_200_000, fees: 120_000 },
};

describe('the collaborator’s report (/bao-cao)', () => {
  it('shows the months with a total row, draws the chart on the page and exports the table', async () => {
    setSession({ token: 'tok', type: 'collaborator', isSubUser: false });
    stubApi((url) => (url.startsWith('/api/partner/v1/collaborator/report/monthly') ? jsonResponse({ data: report }) : undefined));
    const user = userEvent.setup();
    renderApp('/bao-cao');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('11/2025')).toBeInTheDocument();
    expect(within(table).getByText('Tổng cộng')).toBeInTheDocument();
    expect(within(table).getByText('1.200.000 đ')).toBeInTheDocument();
    // The chart is an image described by the table (its text alternative).
    const chart = screen.getByRole('img', { name: 'Biểu đồ doanh thu và phí tư vấn theo tháng' });
    expect(document.getElementById(chart.getAttribute('aria-describedby') ?? '')).toContainElement(table);
    await waitFor(() => expect(Chart).toHaveBeenCalled());

    await user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(exportXlsx).toHaveBeenCalled());
    const [fileName, , , rows] = vi.mocked(exportXlsx).mock.calls[0]!;
    expect(fileName).toBe('bao-cao-2025-11-2025-12.xlsx');
    expect(rows).toHaveLength(3);
  });
});
