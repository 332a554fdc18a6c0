import type { ConsultingPrice } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { demoProfile, stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/export-xlsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/export-xlsx')>()),
  exportXlsx: vi.fn().mockResolvedValue(undefined),
}));
const { exportXlsx } = await import('@/lib/export-xlsx');

const prices: ConsultingPrice[] = [
  { id: 's1', code: 'XN-CBC', name: 'Tổng phân tích tế bào máu', kind: 'test', price: 90_000, feePrice: 9_000 },
  { id: 's2', code: 'GOI-TQ', name: 'Gói khám tổng quát', kind: 'package', price: 1_500_000, feePrice: 150_000 },
];
const page = (items: ConsultingPrice[]) => ({
  data: { items, pagination: { page: 1, limit: 10, count: items.length, totalCount: items.length } },
});

describe('consulting unit prices (/don-gia-tu-van)', () => {
  it('lists each service with its price and fee, searches on the server and exports every row to .xlsx', async () => {
    setSession({ token: 'tok', type: 'collaborator', isSubUser: false });
    const { calls } = stubApi((url) => {
      if (url.startsWith('/api/partner/v1/collaborator/consulting-price/list'))
        return jsonResponse(page(url.includes('search=') ? prices.slice(1) : prices));
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/don-gia-tu-van');
    expect(await screen.findByText('Tổng phân tích tế bào máu')).toBeInTheDocument();
    expect(screen.getByText('1.500.000 đ')).toBeInTheDocument();
    expect(screen.getByText('150.000 đ')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Tìm theo mã hoặc tên dịch vụ' }), 'gói');
    await waitFor(() => expect(screen.queryByText('Tổng phân tích tế bào máu')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.includes(`search=${encodeURIComponent('gói')}`) && c.url.includes('page=1'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(exportXlsx).toHaveBeenCalled());
    const [fileName, , columns, rows] = vi.mocked(exportXlsx).mock.calls[0]!;
    expect(fileName).toBe('don-gia-tu-van.xlsx');
    expect((columns as readonly { title: string }[]).map((c) => c.title)).toEqual([
      'Mã dịch vụ',
      'Tên dịch vụ',
      'Loại',
      'Đơn giá (đ)',
      'Phí tư vấn (đ)',
    ]);
    expect(rows).toEqual(prices.slice(1));
  });

  it('tells a staff member whose role lacks debt.view, and asks nothing', async () => {
    setSession({ token: 'tok', type: 'collaborator', isSubUser: true });
    const { calls } = stubApi((url) => {
      if (url.endsWith('/collaborator/profile'))
        return jsonResponse({
          data: { ...demoProfile, type: 'collaborator', isSubUser: true, permissions: ['account.self', 'order.view'] },
        });
      return undefined;
    });
    renderApp('/don-gia-tu-van');
    expect(await screen.findByText('Vai trò của bạn không có quyền xem trang này.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('consulting-price'))).toBe(false);
  });
});
