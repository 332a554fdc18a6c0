import type { DeskSubmissionList } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../testing';
import { SubmissionsCompare } from './submissions-compare';

const submission = (id: string, provider: string, sealed: boolean): DeskSubmissionList['items'][number] => ({
  id,
  bidPostId: 1,
  provider: { id: `p-${id}`, code: 'NCC01', name: provider },
  status: 0,
  name: provider,
  taxCode: '0312345678',
  representative: 'Nguyễn Văn A',
  price: sealed ? null : 1_250_000_000,
  discount: sealed ? null : 5,
  shippingMethod: sealed ? null : 1,
  contactName: 'Nguyễn Văn A',
  contactPhone: '0901234567',
  contactEmail: 'a@ncc.vn',
  contactPosition: 'Giám đốc',
  note: sealed ? null : 'Giao trong 30 ngày',
  files: sealed ? [] : [{ id: 'f1', name: 'bao-gia.pdf', fullPath: '/api/admin/tendering/files/f1' }],
  progress: sealed ? [] : [{ id: 'g1', name: 'Đợt 1', content: 'Giao 50%', progressType: 0, status: 0, date: null }],
  customValues: sealed
    ? []
    : [
        { infoId: 'i1', content: null, file: { id: 'f2', name: 'giay-phep.pdf', fullPath: '/x' } },
        { infoId: 'i2', content: '24 tháng', file: null },
      ],
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

const informations = [
  { id: 'i1', name: 'Giấy phép lưu hành', isRequired: true, type: 1 },
  { id: 'i2', name: 'Bảo hành', isRequired: false, type: 0 },
];

describe('SubmissionsCompare', () => {
  it('while sealed: the notice with the close date; who and the status, nothing of the offer in any column', () => {
    const data: DeskSubmissionList = {
      sealed: true,
      closeDate: '2030-05-01T03:00:00.000Z',
      informations,
      items: [submission('a', 'Công ty Minh An', true), submission('b', 'Công ty Hoà Bình', true)],
    };
    renderConsole(<SubmissionsCompare data={data} onOpen={vi.fn()} />);
    expect(screen.getByText(/^Hồ sơ được niêm phong đến 01\/05\/2030 \d{2}:00$/)).toBeInTheDocument();
    const priceRow = screen.getByText('Giá dự thầu').closest('tr')!;
    expect(within(priceRow).getAllByText('Niêm phong')).toHaveLength(2);
    for (const label of ['Vận chuyển', 'Tiến độ cung cấp hàng hoá', 'Tiến độ thanh toán', 'Bảo hành', 'Giấy phép lưu hành *', 'Ghi chú'])
      expect(within(screen.getByText(label).closest('tr')!).getAllByText('Niêm phong')).toHaveLength(2);
    expect(screen.queryByText(/₫/)).not.toBeInTheDocument();
    expect(screen.queryByText('bao-gia.pdf')).not.toBeInTheDocument();
    // Both providers are columns, with their status.
    expect(screen.getByRole('button', { name: 'Công ty Hoà Bình' })).toBeInTheDocument();
    expect(screen.getAllByText('Đã nộp thầu')).toHaveLength(2);
  });

  it('after the close date: prices, discounts and files side by side', () => {
    const data: DeskSubmissionList = {
      sealed: false,
      closeDate: '2020-05-01T03:00:00.000Z',
      informations,
      items: [submission('a', 'Công ty Minh An', false)],
    };
    renderConsole(<SubmissionsCompare data={data} onOpen={vi.fn()} />);
    expect(screen.queryByText(/niêm phong/i)).not.toBeInTheDocument();
    expect(screen.getByText(/1\.250\.000\.000/)).toBeInTheDocument();
    expect(screen.getByText('5%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'bao-gia.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'giay-phep.pdf' })).toBeInTheDocument();
    expect(screen.getByText('24 tháng')).toBeInTheDocument();
    expect(screen.getByText('Giao trong 30 ngày')).toBeInTheDocument();
    expect(screen.getByText('Đợt 1')).toBeInTheDocument();
  });
});
