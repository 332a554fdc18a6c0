import { CONTRACT_MSG, type ContractDetail } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { ContractDetailPage } from './contract-detail-page';
import { ContractListPage } from './contract-list-page';

const contract: ContractDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Cung cấp vật tư tiêu hao',
  code: 'HD-1',
  status: 'Active',
  statusName: 'Đang hiệu lực',
  dateSigned: '2026-01-05',
  dateFrom: '2026-01-10',
  dateTo: '2026-12-31',
  totalValue: 1_250_000_000,
  contractType: 1,
  contractTypeName: 'Hợp đồng cung cấp vật tư, hóa chất',
  contractCategory: null,
  provider: { id: 'p1', name: 'Phương Nam', code: 'NCC-000005', type: 'provider' },
  contactName: 'Võ Thành Nam',
  contactPhone: '0287300111',
  contactEmail: 'kd@example.vn',
  contactPosition: '',
  note: '',
  fileCount: 0,
  latestSupply: null,
  latestPayment: null,
  createdAt: '2026-01-05T00:00:00.000Z',
  updatedAt: '2026-01-05T00:00:00.000Z',
  files: [],
  progress: [{ id: '00000000-0000-4000-8000-0000000000aa', progressType: 2, date: '2026-02-05', name: 'Thanh toán đợt 1', content: '' }],
};

const page = { items: [contract], pagination: { page: 1, limit: 20, count: 1, totalCount: 1 } };

describe('console contract desk', () => {
  it('lists contracts; only an operator who may write sees "Tạo hợp đồng"', async () => {
    mockFetch(() => jsonResponse({ data: page }));
    const view = renderConsole(<ContractListPage canManage={false} />);
    expect(await screen.findByText('HD-1')).toBeInTheDocument();
    expect(screen.getByText('1.250.000.000 đ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tạo hợp đồng' })).toBeNull();
    view.unmount();
    renderConsole(<ContractListPage canManage />);
    expect(await screen.findByRole('button', { name: 'Tạo hợp đồng' })).toBeInTheDocument();
  });

  it('adds a progress entry with the day as YYYY-MM-DD, and a read-only operator has no write controls', async () => {
    const { calls } = mockFetch((url, init) => {
      if (init.method === 'POST' && url.endsWith('/progress')) return jsonResponse({ data: contract, message: CONTRACT_MSG.progressAdded });
      return jsonResponse({ data: contract });
    });
    const user = userEvent.setup();
    const view = renderConsole(<ContractDetailPage id={contract.id} can={{ canManage: true, canSeeAudit: false }} />);
    expect(await screen.findByText(/Thanh toán đợt 1/)).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Thêm tiến độ' }).closest('form')!;
    await user.click(within(form).getByLabelText('Ngày'));
    await user.type(within(form).getByLabelText('Ngày'), '20/05/2026{Enter}');
    await user.type(within(form).getByLabelText('Tên tiến độ'), 'Giao hàng đợt 1');
    await user.click(screen.getByRole('button', { name: 'Thêm tiến độ' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'POST')).toBe(true));
    const sent = JSON.parse(String(calls.find((c) => c.init.method === 'POST')?.init.body));
    expect(sent).toEqual({ progressType: 1, date: '2026-05-20', name: 'Giao hàng đợt 1', content: '' });
    view.unmount();

    renderConsole(<ContractDetailPage id={contract.id} can={{ canManage: false, canSeeAudit: false }} />);
    expect(await screen.findByText(/Thanh toán đợt 1/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thêm tiến độ' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sửa hợp đồng' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Xóa tiến độ/ })).toBeNull();
  });
});
