import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForPhone, takeOverWithData } from '@/lib/first-draw';

/** What each render of the list handed its table: how many rows, and whether it showed loading. */
const draws: Array<{ rows: number; loading: boolean }> = [];
vi.mock('./responsive-table', () => ({
  ResponsiveTable: ({ dataSource, loading }: { dataSource: unknown[]; loading: boolean }) => {
    draws.push({ rows: dataSource.length, loading });
    return null;
  },
}));

const { PagedTable } = await import('./paged-table');

const page = { items: [{ id: 1 }, { id: 2 }], pagination: { count: 2 } };
const query = { data: page, error: null, isError: false, isFetching: false, refetch: vi.fn() };
const paging = { page: 1, limit: 10, onPage: vi.fn() };
const list = () => <PagedTable<{ id: number }> query={query} columns={[]} paging={paging} />;

afterEach(() => {
  draws.length = 0;
  takeOverWithData(false);
});

describe('PagedTable: when a list draws its first rows', () => {
  it('in a render of its own when the screen opens with its data (the first commit shows the list loading)', async () => {
    await act(async () => {
      render(list());
    });
    expect(draws[0]).toEqual({ rows: 0, loading: true });
    expect(draws.at(-1)).toEqual({ rows: 2, loading: false });
  });

  it('at once when the app takes over a frame the server drew with them (the rows on screen are not blanked)', async () => {
    takeOverWithData(true);
    await act(async () => {
      render(list());
    });
    expect(draws[0]).toEqual({ rows: 2, loading: false });
  });
});

describe('ResponsiveTable on the server', () => {
  it("is drawn as the browser said it is: a phone's cards, else the table", async () => {
    const { ResponsiveTable } = await vi.importActual<typeof import('./responsive-table')>('./responsive-table');
    const table = () =>
      renderToString(
        <ResponsiveTable<{ id: number; name: string }>
          rowKey="id"
          columns={[{ title: 'Tên', dataIndex: 'name' }]}
          dataSource={[{ id: 1, name: 'Nguyễn Văn An' }]}
          pagination={false}
        />,
      );
    const phone = renderForPhone(true, table);
    expect(phone).toContain('table-cards');
    expect(phone).toContain('Nguyễn Văn An');
    const desktop = renderForPhone(false, table);
    expect(desktop).not.toContain('table-cards');
    expect(desktop).toContain('ant-table');
  });
});
