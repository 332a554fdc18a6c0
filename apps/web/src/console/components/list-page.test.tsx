import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useListParams } from '../lib/list-params';
import { renderConsole } from '../testing';
import { type ListColumn, ListPage } from './list-page';

vi.mock('../lib/export-xlsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/export-xlsx')>()),
  exportXlsx: vi.fn().mockResolvedValue(undefined),
}));
const { exportXlsx } = await import('../lib/export-xlsx');

type Row = { id: string; name: string; city: string };
const rows = (page: number, limit: number, total: number): Row[] =>
  Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) => {
    const n = (page - 1) * limit + i + 1;
    return { id: String(n), name: `Đối tác ${n}`, city: n % 2 ? 'Hà Nội' : 'Huế' };
  });

const columns: ListColumn<Row>[] = [
  { key: 'name', title: 'Tên', sortKey: 'name', exportValue: (r) => r.name },
  { key: 'city', title: 'Tỉnh', exportValue: (r) => r.city },
  { key: 'secret', title: 'Ghi chú', defaultHidden: true, render: () => 'ẩn' },
];

function Harness({ total = 45, fetchPage = () => {} }: { total?: number; fetchPage?: (page: number, limit: number) => void }) {
  const list = useListParams(['search', 'city', 'day'] as const);
  const data = {
    items: rows(list.page, list.limit, total),
    pagination: { page: list.page, limit: list.limit, count: total, totalCount: total },
  };
  return (
    <ListPage<Row, 'search' | 'city' | 'day'>
      id="test"
      list={list}
      filters={[
        { kind: 'search', key: 'search', label: 'Tìm kiếm' },
        { kind: 'select', key: 'city', label: 'Tỉnh', options: [{ value: 'hn', label: 'Hà Nội' }] },
        { kind: 'date', key: 'day', label: 'Ngày' },
      ]}
      columns={columns}
      query={{ data, isPending: false, isFetching: false, isError: false, error: null, refetch: vi.fn() }}
      rowKey={(r) => r.id}
      exportAll={{
        fileName: 'doi-tac',
        fetchPage: async (page, limit) => {
          fetchPage(page, limit);
          return { items: rows(page, limit, total), pagination: { page, limit, count: total, totalCount: total } };
        },
      }}
    />
  );
}

describe('ListPage', () => {
  it('pages from the server state in the URL; a filter goes back to page 1', async () => {
    const { router } = renderConsole(<Harness />, '/quan-tri/x?page=2&city=hn');
    expect(await screen.findByText('Đối tác 21')).toBeInTheDocument();
    expect(screen.getByText('Tổng 45 bản ghi')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(router.state.location.search).toBe('?city=hn&page=3'));
    expect(await screen.findByText('Đối tác 41')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Tìm kiếm'), 'An Khang{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('An Khang'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('city')).toBe('hn');
  });

  it('a day filter keeps YYYY-MM-DD in the URL and shows DD/MM/YYYY', async () => {
    const { router } = renderConsole(<Harness />, '/quan-tri/x?day=2026-03-05');
    expect(await screen.findByDisplayValue('05/03/2026')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Ngày'));
    await user.type(screen.getByLabelText('Ngày'), '20/05/2026{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('day')).toBe('2026-05-20'));
  });

  it('sorts through the URL', async () => {
    const { router } = renderConsole(<Harness />);
    await userEvent.setup().click(await screen.findByRole('columnheader', { name: /Tên/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&order=asc'));
  });

  it('hides columns from the settings and remembers them', async () => {
    renderConsole(<Harness />);
    expect(screen.queryByRole('columnheader', { name: 'Ghi chú' })).toBeNull();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cột hiển thị' }));
    await user.click(within(await screen.findByRole('tooltip')).getByLabelText('Tỉnh'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Tỉnh' })).toBeNull());
    expect(JSON.parse(localStorage.getItem('portal.console.columns.test') ?? '[]')).toEqual(['city', 'secret']);
  });

  it('exports every row of the filtered list, visible exportable columns only', async () => {
    const fetchPage = vi.fn();
    renderConsole(<Harness total={1203} fetchPage={fetchPage} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(exportXlsx).toHaveBeenCalledTimes(1));
    expect(fetchPage.mock.calls).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    const [fileName, , cols, exported] = vi.mocked(exportXlsx).mock.calls[0]!;
    expect(fileName).toBe('doi-tac');
    expect(cols.map((c) => c.title)).toEqual(['Tên', 'Tỉnh']);
    expect(exported).toHaveLength(1203);
  });
});
