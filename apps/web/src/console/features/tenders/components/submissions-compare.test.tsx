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
  shippingMethod: 1,
  contactName: 'Nguyễn Văn A',
  contactPhone: '0901234567',
  contactEmail: 'a@ncc.vn',
  contactPosition: 'Giám đốc',
  note: null,
  files: sealed ? [] : [{ id: 'f1', name: 'bao-gia.pdf', fullPath: '/api/admin/tenders/files/f1' }],
  progress: [{ id: 'g1', name: 'Đợt 1', content: 'Giao 50%', progressType: 0, status: 0, date: null }],
  customValues: sealed
    ? [{ infoId: 'i2', content: '24 tháng', file: null }]
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
  it('while sealed: the notice with the close date, and no price, discount or file in any column', () => {
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
    expect(screen.queryByText(/₫/)).not.toBeInTheDocument();
    expect(screen.queryByText('bao-gia.pdf')).not.toBeInTheDocument();
    // Text values stay visible; both providers are columns.
    expect(screen.getAllByText('24 tháng')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Công ty Hoà Bình' })).toBeInTheDocument();
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
  });
});
