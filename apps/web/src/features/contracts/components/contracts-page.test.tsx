import type { ContractDetail, ContractRow } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { chooseOption, chosenIn } from '@/testing/antd-helpers';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/fetch-mock';
import { renderApp } from '@/testing/render-app';

const row = (i: number, over: Partial<ContractRow> = {}): ContractRow => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  name: `Hợp đồng số ${i}`,
  code: `HD-${i}`,
  status: 'Active',
  statusName: 'Đang hiệu lực',
  dateSigned: '2026-01-05',
  dateFrom: '2026-01-10',
  dateTo: '2026-12-31',
  totalValue: 1_250_000_000,
  contractType: 1,
  contractTypeName: 'Hợp đồng cung cấp vật tư, hóa chất',
  contractCategory: { id: 'c1', name: 'Vật tư tiêu hao' },
  provider: { id: 'p1', name: 'Nhà cung cấp Demo', code: 'NCC-1', type: 'provider' },
  contactName: 'Võ Thành Nam',
  contactPhone: '0287300111',
  contactEmail: 'kd@example.vn',
  contactPosition: 'Giám đốc',
  note: '',
  fileCount: 1,
  latestSupply: { id: 's1', progressType: 1, date: '2026-04-15', name: 'Giao hàng đợt 2', content: '' },
  latestPayment: null,
  createdAt: '2026-01-05T00:00:00.000Z',
  updatedAt: '2026-01-05T00:00:00.000Z',
  ...over,
});

const ROWS = [
  row(1),
  row(2, { status: 'Ended', statusName: 'Đã kết thúc' }),
  row(3, { status: 'Suspended', statusName: 'Tạm dừng', fileCount: 0 }),
  row(4),
  row(5),
];
// The categories' ids are uuids, as the list's query takes them.
const SUPPLIES = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51';
const REAGENTS = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a52';
const options = {
  data: {
    categories: [
      { id: SUPPLIES, name: 'Vật tư tiêu hao' },
      { id: REAGENTS, name: 'Hóa chất xét nghiệm' },
    ],
    statuses: [],
    contractTypes: [],
  },
};
const detail: ContractDetail = {
  ...row(1),
  files: [{ id: 'f1', name: 'Hop-dong.pdf', mime: 'application/pdf', size: 10, createdAt: '2026-01-05T00:00:00.000Z' }],
  progress: [
    { id: 'a', progressType: 1, date: '2026-04-15', name: 'Giao hàng đợt 2', content: '' },
    { id: 'b', progressType: 2, date: '2026-02-05', name: 'Thanh toán đợt 1', content: '' },
    { id: 'c', progressType: 1, date: '2026-01-20', name: 'Giao hàng đợt 1', content: '' },
  ],
};

function stubContracts(opts: { failList?: () => boolean } = {}) {
  return stubApi((url) => {
    if (url.includes('/provider/contract/option-fields')) return jsonResponse(options);
    if (url.includes('/provider/contract/list')) {
      if (opts.failList?.()) return jsonResponse({ message: 'Lỗi máy chủ. Vui lòng thử lại sau.' }, 500);
      return jsonResponse({ data: { items: ROWS, pagination: { page: 1, limit: 5, count: 12, totalCount: 12 } } });
    }
    if (url.includes('/provider/contract/detail/')) return jsonResponse({ data: detail });
    return undefined;
  });
}

const listCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.includes('/contract/list')).map((c) => new URL(c.url, 'http://x').searchParams);

beforeEach(() => {});

describe('provider contract screen (/hop-dong)', () => {
  it('shows the title, the rows with coloured status tags, and disables download without files', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    const { calls } = stubContracts();
    renderApp('/hop-dong');
    expect(await screen.findByRole('heading', { name: 'Hợp đồng' })).toBeInTheDocument();
    expect(await screen.findByText('Hợp đồng số 1')).toBeInTheDocument();
    const tagOf = (name: string) => screen.getAllByText(name)[0]!.closest('.ant-tag')!;
    expect(tagOf('Đang hiệu lực').className).toMatch(/ant-tag-green/);
    expect(tagOf('Đã kết thúc').className).toMatch(/ant-tag-red/);
    expect(tagOf('Tạm dừng').className).not.toMatch(/ant-tag-(green|red)/);
    expect(screen.getByRole('button', { name: 'Tải tài liệu HD-3' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tải tài liệu HD-1' })).toBeEnabled();
    // First call: page 1, page size 5.
    const [first] = listCalls(calls);
    expect(first?.get('page')).toBe('1');
    expect(first?.get('limit')).toBe('5');
  });

  it('any filter change goes back to page 1, the signed day sent as YYYY/MM/DD', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    const { calls } = stubContracts();
    const user = userEvent.setup();
    renderApp('/hop-dong');
    await screen.findByText('Hợp đồng số 1');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('page')).toBe('2'));

    await user.type(screen.getByLabelText('Tìm theo tên hoặc số hợp đồng'), 'vật tư');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('search')).toBe('vật tư'));
    expect(listCalls(calls).at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('page')).toBe('2'));
    const picker = screen.getByLabelText('Ngày ký');
    await user.click(picker);
    await user.type(picker, '05/01/2026{Enter}');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('dateSigned')).toBe('2026/01/05'));
    expect(listCalls(calls).at(-1)?.get('page')).toBe('1');
  });

  it('opens the detail with the info grid and newest-first timelines, and lists the documents', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    stubContracts();
    const user = userEvent.setup();
    renderApp('/hop-dong');
    await user.click(await screen.findByRole('button', { name: 'Xem chi tiết HD-1' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('1.250.000.000 đ')).toBeInTheDocument();
    const supply = within(dialog).getByRole('region', { name: 'Tiến độ cung cấp' });
    const items = within(supply)
      .getAllByText(/Giao hàng đợt/)
      .map((n) => n.textContent);
    expect(items[0]).toContain('Giao hàng đợt 2');
    expect(items[1]).toContain('Giao hàng đợt 1');
    await user.click(within(dialog).getByRole('tab', { name: /Tài liệu/ }));
    expect(await within(dialog).findByText('Hop-dong.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tải xuống Hop-dong.pdf' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Tải tất cả' })).toBeEnabled();
  });

  it('a failed list load shows the inline error and retries', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    let failing = true;
    stubContracts({ failList: () => failing });
    const user = userEvent.setup();
    renderApp('/hop-dong');
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Hợp đồng số 1')).toBeInTheDocument();
  });
});

describe('the list kept in the address (issue 37)', () => {
  const SEARCH = 'Tìm theo tên hoặc số hợp đồng';
  const LINKED = { categoryId: SUPPLIES, dateSigned: '2026-01-05', search: 'vật tư', page: '2' };
  const addressOf = (search: string) => Object.fromEntries(new URLSearchParams(search));
  const sentQueries = (calls: { url: string }[]) => listCalls(calls).map((q) => Object.fromEntries(q));

  it('a link with filters asks for that list and shows its filters chosen; a change writes the address; Back shows the list before', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    const { calls } = stubContracts();
    const user = userEvent.setup();
    const { router } = renderApp(`/hop-dong?${new URLSearchParams(LINKED)}`);
    // The signed day still goes as YYYY/MM/DD; no unfiltered page was asked for first.
    const linked = { page: '2', limit: '5', categoryId: SUPPLIES, dateSigned: '2026/01/05', search: 'vật tư' };
    await waitFor(() => expect(sentQueries(calls).at(-1)).toEqual(linked));
    expect(sentQueries(calls)).toEqual([linked]);
    expect(screen.getByLabelText(SEARCH)).toHaveValue('vật tư');
    expect(screen.getByLabelText('Ngày ký')).toHaveValue('05/01/2026');
    await waitFor(() => expect(chosenIn('Danh mục')).toBe('Vật tư tiêu hao'));
    // Page 2 of 5 rows: its first row is the 6th.
    expect(await screen.findByRole('cell', { name: '6' })).toBeInTheDocument();

    await chooseOption(user, 'Danh mục', 'Hóa chất xét nghiệm');
    await waitFor(() => expect(addressOf(router.state.location.search)).toEqual({ ...LINKED, page: undefined, categoryId: REAGENTS }));
    await waitFor(() => expect(sentQueries(calls).at(-1)).toEqual({ ...linked, page: '1', categoryId: REAGENTS }));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(chosenIn('Danh mục')).toBe('Vật tư tiêu hao'));
    expect(addressOf(router.state.location.search)).toEqual(LINKED);
    expect(screen.getByLabelText(SEARCH)).toHaveValue('vật tư');
    expect(await screen.findByRole('cell', { name: '6' })).toBeInTheDocument();
  });

  it('a value the list cannot take is left out: the whole list is asked for', async () => {
    setSession({ token: 'tok', type: 'provider', isSubUser: false });
    const { calls } = stubContracts();
    renderApp('/hop-dong?categoryId=c1&dateSigned=05-01-2026&page=0');
    await waitFor(() => expect(sentQueries(calls).at(-1)).toEqual({ page: '1', limit: '5' }));
    expect(screen.getByLabelText('Ngày ký')).toHaveValue('');
  });
});
