import { DEBT_LETTER_MSG, type DebtLetterDetail, type DebtLetterItem } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { chooseOption, chosenIn, fieldOf, findDialog, loadAntdTexts } from '@/testing/antd-helpers';
import { stubApi } from '@/testing/api-stub';
import { type FetchCall, jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';
import { isBeforeEndOfToday, isFutureDay } from './letters-tab';

const LETTER_ID = '7b1d2c3e-4f50-4a61-b728-39404a5b6c7d';

const item = (over: Partial<DebtLetterItem> = {}): DebtLetterItem => ({
  id: LETTER_ID,
  code: 'TXN-0000007',
  letterName: 'Thư xác nhận công nợ đến ngày 31/12/2026',
  sentDate: '2026-11-20',
  balanceDate: '2026-12-31',
  balanceAmount: 18_450_000,
  responseStatus: 1,
  responseStatusName: 'Chờ phản hồi',
  ...over,
});

const detail = (over: Partial<DebtLetterDetail> = {}): DebtLetterDetail => ({
  ...item(),
  data: '<p>Kính gửi: <strong>Nguyễn Thị Thu Hà</strong></p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">',
  files: [],
  responseBalanceAmount: null,
  responseNotes: null,
  answeredAt: null,
  difference: null,
  superseded: false,
  pdfPath: `/api/partner/v1/collaborator/debt-confirmation-letter/detail/${LETTER_ID}/pdf`,
  ...over,
});

const OPTIONS = {
  responseStatus: [
    { key: 1, value: 1, name: 'Chờ phản hồi' },
    { key: 2, value: 2, name: 'Khớp số liệu' },
    { key: 3, value: 3, name: 'Khác số liệu' },
  ],
};

function stubLetters(letter: () => DebtLetterDetail = () => detail()) {
  return stubApi((url, init) => {
    if (url.includes('/debt-confirmation-letter/list')) {
      const page = Number(new URL(url, 'http://portal.test').searchParams.get('page'));
      return jsonResponse({
        data: { items: [item({ id: `${LETTER_ID.slice(0, -1)}${page}` })], pagination: { page, limit: 10, count: 25, totalCount: 25 } },
      });
    }
    if (url.endsWith('/debt-confirmation-letter/options')) return jsonResponse({ data: OPTIONS });
    if (url.includes(`/confirm/${LETTER_ID}`) && init.method === 'POST')
      return jsonResponse({ data: detail({ responseStatus: 3 }), message: DEBT_LETTER_MSG.confirmed });
    if (url.endsWith(`/debt-confirmation-letter/detail/${LETTER_ID}`)) return jsonResponse({ data: letter() });
    return undefined;
  });
}

const listQueries = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.includes('/debt-confirmation-letter/list')).map((c) => new URL(c.url, 'http://portal.test').search);

beforeAll(loadAntdTexts);
beforeEach(() => setSession({ token: 'tok', type: 'collaborator', isSubUser: false }));

describe("'Danh sách công nợ' (spec 3 §2, §5)", () => {
  it('numbers rows across pages; every filter goes back to page 1; the statuses come from the server; filters clear', async () => {
    const { calls } = stubLetters();
    const user = userEvent.setup();
    renderApp('/cong-no?tab=danh-sach');
    expect(await screen.findByText('Thư xác nhận công nợ đến ngày 31/12/2026')).toBeInTheDocument();
    expect(screen.getByText('18.450.000 đ')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe('?page=2&limit=10'));
    expect(await screen.findByRole('cell', { name: '11' })).toBeInTheDocument();

    await chooseOption(user, 'Trạng thái phản hồi', 'Khác số liệu');
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe('?page=1&limit=10&responseStatus=3'));
    await user.type(screen.getByLabelText('Tìm theo tên thư, mã thư'), 'quý 4');
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe('?page=1&limit=10&responseStatus=3&search=qu%C3%BD%204'));
    await user.click(screen.getByRole('button', { name: 'Xoá bộ lọc' }));
    // Back to the first, unfiltered page (read from the cache: it was the first query).
    expect(screen.getByLabelText('Tìm theo tên thư, mã thư')).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Xoá bộ lọc' })).toBeDisabled());
    expect(chosenIn('Trạng thái phản hồi')).toBeUndefined();
    expect(await screen.findByRole('cell', { name: '1' })).toBeInTheDocument();
  });

  it('offers no sent date after today and no balance date before the end of today', () => {
    expect(isFutureDay(dayjs())).toBe(false);
    expect(isFutureDay(dayjs().add(1, 'day'))).toBe(true);
    expect(isBeforeEndOfToday(dayjs())).toBe(true);
    expect(isBeforeEndOfToday(dayjs().add(1, 'day').startOf('day'))).toBe(false);
  });
});

describe('the list kept in the address (issue 37)', () => {
  const addressOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

  it('a link with filters asks for that list and shows its filters; a change writes the address beside the tab; Back restores it', async () => {
    const { calls } = stubLetters();
    const user = userEvent.setup();
    const sent = dayjs().subtract(10, 'day');
    const LINKED = { tab: 'danh-sach', responseStatus: '3', sentDate: sent.format('YYYY-MM-DD'), search: 'quý 4', page: '2' };
    const { router } = renderApp(`/cong-no?${new URLSearchParams(LINKED)}`);
    const linked = `?page=2&limit=10&responseStatus=3&sentDate=${LINKED.sentDate}&search=qu%C3%BD%204`;
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe(linked));
    expect(listQueries(calls)).toEqual([linked]);
    expect(screen.getByLabelText('Tìm theo tên thư, mã thư')).toHaveValue('quý 4');
    expect(screen.getByLabelText('Ngày gửi')).toHaveValue(sent.format('DD/MM/YYYY'));
    expect(await screen.findByRole('cell', { name: '11' })).toBeInTheDocument();
    await waitFor(() => expect(chosenIn('Trạng thái phản hồi')).toBe('Khác số liệu'));

    await chooseOption(user, 'Trạng thái phản hồi', 'Khớp số liệu');
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ ...LINKED, page: undefined, responseStatus: '2' }));
    expect(listQueries(calls).at(-1)).toBe(linked.replace('page=2', 'page=1').replace('responseStatus=3', 'responseStatus=2'));
    // The letter's dialog has its own parameter (replacing the entry): opening it keeps the list's.
    await user.click(await screen.findByRole('button', { name: /^Chi tiết: / }));
    await waitFor(() => expect(addressOf(router.state.location.search).letter).toBeDefined());
    expect(addressOf(router.state.location.search)).toMatchObject({ tab: 'danh-sach', responseStatus: '2', search: 'quý 4' });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(chosenIn('Trạng thái phản hồi')).toBe('Khác số liệu'));
    expect(addressOf(router.state.location.search)).toEqual(LINKED);
    expect(await screen.findByRole('cell', { name: '11' })).toBeInTheDocument();
  });
});

describe('the confirmation dialog (spec 3 §2, §4, §5)', () => {
  it("shows the letter safely: the accountant's HTML without any script", async () => {
    stubLetters();
    renderApp(`/cong-no?tab=danh-sach&letter=${LETTER_ID}`);
    const dialog = await findDialog('Thư xác nhận công nợ đến ngày 31/12/2026');
    expect(await within(dialog).findByText('Nguyễn Thị Thu Hà')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(dialog.querySelector('.ant-modal')?.getAttribute('style') ?? (dialog as HTMLElement).style.width).toContain('800');
  });

  it('requires a choice and the reason; the amount is enabled and required only for choice 3; one file, the last chosen', async () => {
    const { calls } = stubLetters();
    const user = userEvent.setup();
    renderApp(`/cong-no?tab=danh-sach&letter=${LETTER_ID}`);
    const dialog = await findDialog('Thư xác nhận công nợ đến ngày 31/12/2026');
    const amount = await within(dialog).findByLabelText('Số dư theo sổ sách của quý đối tác');
    expect(amount).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(within(dialog).getByText(DEBT_LETTER_MSG.responseStatus)).toBeInTheDocument());
    expect(within(fieldOf('Sự khác biệt trên là do', dialog)).getByText(DEBT_LETTER_MSG.responseNotes)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /tính đến ngày 31\/12\/2026 là/ }));
    expect(amount).toBeEnabled();
    await user.type(within(dialog).getByLabelText('Sự khác biệt trên là do'), 'Đơn hủy chưa trừ');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(within(dialog).getByText(DEBT_LETTER_MSG.responseAmount)).toBeInTheDocument());
    await user.type(amount, '17950000');

    // The upload replaces its input after each choice: find it each time.
    const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input(), new File(['%PDF-1.4 a'], 'lan-1.pdf', { type: 'application/pdf' }));
    await within(dialog).findByText('lan-1.pdf');
    await user.upload(input(), new File(['%PDF-1.4 b'], 'bien-ban-da-ky.pdf', { type: 'application/pdf' }));
    await within(dialog).findByText('bien-ban-da-ky.pdf');
    // The first file's row is gone (no leave animation under test, testing/without-motion.tsx).
    const listed = [...dialog.querySelectorAll('.ant-upload-list-item-container')];
    expect(listed.map((row) => row.textContent)).toEqual(['bien-ban-da-ky.pdf']);

    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/confirm/'))).toBe(true));
    const body = calls.find((c) => c.url.includes('/confirm/'))!.init.body as FormData;
    expect(body.get('id')).toBe(LETTER_ID);
    expect(body.get('ResponseStatus')).toBe('3');
    expect(body.get('ResponseBalanceAmount')).toBe('17950000');
    expect(body.get('ResponseNotes')).toBe('Đơn hủy chưa trừ');
    expect((body.getAll('File') as File[]).map((f) => f.name)).toEqual(['bien-ban-da-ky.pdf']);
  });

  it('choice 2 sends no amount', async () => {
    const { calls } = stubLetters();
    const user = userEvent.setup();
    renderApp(`/cong-no?tab=danh-sach&letter=${LETTER_ID}`);
    const dialog = await findDialog('Thư xác nhận công nợ đến ngày 31/12/2026');
    await user.click(await within(dialog).findByRole('radio', { name: 'Số liệu trên khớp đúng với sổ sách của chúng tôi.' }));
    await user.type(within(dialog).getByLabelText('Sự khác biệt trên là do'), 'Khớp');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/confirm/'))).toBe(true));
    const body = calls.find((c) => c.url.includes('/confirm/'))!.init.body as FormData;
    expect([...body.keys()]).toEqual(['id', 'ResponseStatus', 'ResponseNotes']);
  });

  it('an answered letter is read-only: no confirm button, its answer and file shown, the PDF offered', async () => {
    stubLetters(() =>
      detail({
        responseStatus: 3,
        responseStatusName: 'Khác số liệu',
        responseBalanceAmount: 17_950_000,
        responseNotes: 'Đơn hủy chưa trừ',
        answeredAt: '2026-11-22T03:00:00.000Z',
        difference: -500_000,
        files: [{ id: 'f1', name: 'bien-ban.pdf', fileName: 'bien-ban.pdf', fullPath: '/x', contentType: 'application/pdf' }],
      }),
    );
    renderApp(`/cong-no?tab=danh-sach&letter=${LETTER_ID}`);
    const dialog = await findDialog('Thư xác nhận công nợ đến ngày 31/12/2026');
    expect(await within(dialog).findByText('-500.000 đ')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Xác nhận' })).toBeNull();
    expect(within(dialog).getByRole('radio', { name: /tính đến ngày/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /tính đến ngày/ })).toBeDisabled();
    expect(within(dialog).getByLabelText('Sự khác biệt trên là do')).toBeDisabled();
    expect(within(dialog).getByLabelText('Sự khác biệt trên là do')).toHaveValue('Đơn hủy chưa trừ');
    expect(within(dialog).getByRole('button', { name: 'bien-ban.pdf' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tải biên bản (PDF)' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Huỷ' })).toBeInTheDocument();
  });
});
