import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, type TableColumnsType } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { atWidth } from '@/testing/viewport';
import { CARD_TEXT, ResponsiveTable } from './responsive-table';

type Row = { id: number; name: string; status: { label: string } };

const rows: Row[] = [
  { id: 1, name: 'Nguyễn Văn An', status: { label: 'Chờ xác nhận' } },
  { id: 2, name: 'Trần Thị Bình', status: { label: 'Hoàn thành' } },
];

const columns = (onOpen: (id: number) => void): TableColumnsType<Row> => [
  { title: 'STT', key: 'index', width: 60, render: (_v, _r, i) => i + 1 },
  { title: 'Họ và tên', dataIndex: 'name', width: 200 },
  { title: 'Trạng thái', dataIndex: ['status', 'label'], width: 150 },
  {
    title: 'Thao tác',
    key: 'actions',
    width: 110,
    fixed: 'right',
    render: (_v, row) => (
      <Button size="small" onClick={() => onOpen(row.id)} aria-label={`Chi tiết ${row.name}`}>
        Chi tiết
      </Button>
    ),
  },
];

describe('ResponsiveTable', () => {
  it('is a table with its column headers at desktop width', () => {
    renderWithProviders(<ResponsiveTable<Row> rowKey="id" columns={columns(() => {})} dataSource={rows} pagination={false} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['STT', 'Họ và tên', 'Trạng thái', 'Thao tác']);
  });

  it('at desktop width, a table that scrolls sideways pins its actions column at the right; one that does not scroll leaves it', () => {
    const unpinned = columns(() => {}).map((column) => (column.key === 'actions' ? { ...column, fixed: undefined } : column));
    const { unmount } = renderWithProviders(
      <ResponsiveTable<Row> rowKey="id" columns={unpinned} dataSource={rows} pagination={false} scroll={{ x: 520 }} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Thao tác' })).toHaveClass('ant-table-cell-fix-end');
    unmount();
    renderWithProviders(<ResponsiveTable<Row> rowKey="id" columns={unpinned} dataSource={rows} pagination={false} />);
    expect(screen.getByRole('columnheader', { name: 'Thao tác' })).not.toHaveClass('ant-table-cell-fix-end');
  });

  it('on a 390-px phone, shows each row as a card: every column as title and value, the actions at its foot', async () => {
    atWidth(390);
    const onOpen = vi.fn();
    renderWithProviders(<ResponsiveTable<Row> rowKey="id" columns={columns(onOpen)} dataSource={rows} pagination={false} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = within(cards[1]!);
    const terms = second.getAllByRole('term').map((t) => t.textContent);
    const values = second.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['STT', 'Họ và tên', 'Trạng thái']);
    expect(values).toEqual(['2', 'Trần Thị Bình', 'Hoàn thành']);
    await userEvent.click(second.getByRole('button', { name: 'Chi tiết Trần Thị Bình' }));
    expect(onOpen).toHaveBeenCalledWith(2);
  });

  it('on a phone, pages like the table: the next page reaches onChange and the pagination’s own callback', async () => {
    atWidth(390);
    const onPage = vi.fn();
    const onChange = vi.fn();
    renderWithProviders(
      <ResponsiveTable<Row>
        rowKey="id"
        columns={columns(() => {})}
        dataSource={rows}
        onChange={onChange}
        pagination={{ current: 1, pageSize: 2, total: 5, onChange: onPage }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(onPage).toHaveBeenCalledWith(2, 2);
    expect(onChange.mock.calls[0]?.[0]).toEqual({ current: 2, pageSize: 2 });
  });

  it('on a phone, selects rows by a checkbox on each card', async () => {
    atWidth(390);
    const onSelect = vi.fn();
    renderWithProviders(
      <ResponsiveTable<Row>
        rowKey="id"
        columns={columns(() => {})}
        dataSource={rows}
        pagination={false}
        rowSelection={{ selectedRowKeys: [1], onChange: onSelect }}
      />,
    );
    const boxes = screen.getAllByRole('checkbox', { name: CARD_TEXT.select });
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, false]);
    await userEvent.click(boxes[1]!);
    expect(onSelect.mock.calls[0]?.[0]).toEqual([1, 2]);
    expect(onSelect.mock.calls[0]?.[1]).toEqual(rows);
  });

  it('on a phone, an empty list says so instead of an empty frame', () => {
    atWidth(390);
    renderWithProviders(<ResponsiveTable<Row> rowKey="id" columns={columns(() => {})} dataSource={[]} pagination={false} />);
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(document.querySelector('.ant-empty')).not.toBeNull();
  });
});
