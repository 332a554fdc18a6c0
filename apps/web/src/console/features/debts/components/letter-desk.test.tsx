import { DEBT_LETTER_MSG, type DeskDebtLetterDetail, type DeskDebtLetterList } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderConsole } from '../../../testing';
import { LetterListPage } from './letter-list-page';

const ID = '00000000-0000-4000-8000-0000000000d1';
const PARTNER = { id: '00000000-0000-4000-8000-0000000000c1', code: 'CTV-000001', name: 'Nguyễn Thị Thu Hà' };

const letter: DeskDebtLetterDetail = {
  id: ID,
  code: 'TXN-0000003',
  letterName: 'Thư xác nhận công nợ đến ngày 30/06/2026',
  sentDate: '2026-07-18',
  balanceDate: '2026-06-30',
  balanceAmount: 9_850_000,
  responseStatus: 3,
  responseStatusName: 'Khác số liệu',
  partner: PARTNER,
  responseBalanceAmount: 9_350_000,
  difference: -500_000,
  answeredAt: '2026-07-21T02:00:00.000Z',
  superseded: false,
  replacesId: null,
  supersededById: null,
  data: '<p>Kính gửi: <strong>Nguyễn Thị Thu Hà</strong></p>',
  files: [],
  responseNotes: 'Đơn hủy chưa trừ',
  pdfPath: `/api/admin/debts/letters/${ID}/pdf`,
};
const list: DeskDebtLetterList = { items: [letter], pagination: { page: 1, limit: 20, count: 1, totalCount: 1 } };
const DRAFT = {
  partnerId: PARTNER.id,
  partnerName: PARTNER.name,
  letterName: 'Thư xác nhận công nợ đến ngày 25/11/2026',
  balanceDate: '2026-11-25',
  balanceAmount: 6_260_000,
  completedOrders: 10,
  data: '<p>Số dư công nợ: <strong>6.260.000 đ</strong></p>',
};

afterEach(() => vi.unstubAllGlobals());

function serve() {
  return mockFetch((url, init) => {
    if (init.method === 'POST') return jsonResponse({ data: letter, message: 'ok' });
    if (url.startsWith('/api/admin/debts/letters/options'))
      return jsonResponse({ data: { collaborators: [PARTNER], responseStatus: [{ key: 3, value: 3, name: 'Khác số liệu' }] } });
    if (url.startsWith('/api/admin/debts/letters/draft')) return jsonResponse({ data: DRAFT });
    if (url.startsWith(`/api/admin/debts/letters/${ID}`)) return jsonResponse({ data: letter });
    return jsonResponse({ data: list });
  });
}

describe('console debt letters', () => {
  it("lists the letters with the collaborator's figure and the difference; a letter opens with its record and the correction", async () => {
    serve();
    const user = userEvent.setup();
    renderConsole(<LetterListPage canManage />, '/quan-tri/cong-no/thu-xac-nhan');
    const row = (await screen.findByRole('button', { name: 'Xem thư TXN-0000003' })).closest('tr')!;
    expect(within(row).getByText('9.850.000 đ')).toBeInTheDocument();
    expect(within(row).getByText('9.350.000 đ')).toBeInTheDocument();
    expect(within(row).getByText('-500.000 đ')).toBeInTheDocument();
    expect(within(row).getByText('Khác số liệu')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Xem thư TXN-0000003' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Đơn hủy chưa trừ')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tải biên bản (PDF)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Gửi thư điều chỉnh' })).toBeInTheDocument();
  });

  it('an operator who may only read sees no send or correct button', async () => {
    serve();
    const user = userEvent.setup();
    renderConsole(<LetterListPage canManage={false} />, '/quan-tri/cong-no/thu-xac-nhan');
    await user.click(await screen.findByRole('button', { name: 'Xem thư TXN-0000003' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Đơn hủy chưa trừ');
    expect(within(dialog).queryByRole('button', { name: 'Gửi thư điều chỉnh' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gửi thư xác nhận' })).toBeNull();
  });

  it('fills the letter from the template (balance of the completed orders) and sends it', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderConsole(<LetterListPage canManage />, '/quan-tri/cong-no/thu-xac-nhan');
    await user.click(await screen.findByRole('button', { name: 'Gửi thư xác nhận' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing typed yet: no field is in error.
    await within(dialog).findByRole('textbox', { name: 'Nội dung thư' });
    expect(within(dialog).queryByText(DEBT_LETTER_MSG.body)).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: 'Cộng tác viên' }));
    await user.click(await screen.findByTitle('CTV-000001 — Nguyễn Thị Thu Hà'));
    await user.click(within(dialog).getByRole('button', { name: 'Điền từ mẫu' }));
    expect(await within(dialog).findByText(/Số dư tính từ 10 chỉ định đã hoàn thành/)).toBeInTheDocument();
    const draftCall = new URL(calls.find((c) => c.url.startsWith('/api/admin/debts/letters/draft'))!.url, 'http://x').searchParams;
    expect(draftCall.get('partnerId')).toBe(PARTNER.id);
    await waitFor(() => expect(within(dialog).getByLabelText('Số dư công nợ')).toHaveValue('6.260.000'));
    await user.click(within(dialog).getByRole('button', { name: 'Gửi thư' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'POST')).toBe(true));
    const body = JSON.parse(String(calls.find((c) => c.init.method === 'POST')!.init.body));
    expect(body).toMatchObject({ partnerId: PARTNER.id, letterName: DRAFT.letterName, balanceAmount: 6_260_000 });
    expect(body.data).toContain('6.260.000 đ');
    expect(body.balanceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
