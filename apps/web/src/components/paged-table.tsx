import type { UseQueryResult } from '@tanstack/react-query';
import { LIMITS } from '@portal/contract';
import type { TableColumnsType, TableProps } from 'antd';
import { useDeferredValue } from 'react';
import { rowsAtOnce } from '@/lib/first-draw';
import { LoadError } from './query-state';
import { ResponsiveTable } from './responsive-table';
import { tableScrollX } from './table-width';

type Page<T> = { items: T[]; pagination: { count: number } };

type Props<T> = {
  query: Pick<UseQueryResult<Page<T>>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  columns: TableColumnsType<T>;
  /** The list's page and size, and where a change goes (a new size goes back to page 1): `useListFilters().paging`. */
  paging: { page: number; limit: number; onPage: (page: number, limit: number) => void };
  /** Page sizes to choose from; none: a fixed size. */
  pageSizes?: readonly number[];
  onRow?: TableProps<T>['onRow'];
};

/**
 * A server-paged list (SPEC-NOTES 2, 14): the table with its pages, or the inline error with
 * "Thử lại" when the page could not be read (never a blank or stale table). On a phone, cards.
 *
 * A list's first rows are drawn in a render of their own (`useDeferredValue(true, false)`: false
 * on the first render, then true in a background render): a screen that opens with its data (the
 * app taking over the server's frame, data already cached) first commits its header, filters and
 * the list loading, as the frame showed it, then the rows, so no single task of a phone's main
 * thread holds both. Later pages of rows are drawn as they come. The server, and the takeover of a
 * frame the server drew with its rows, draw them at once (lib/first-draw.ts).
 */
export function PagedTable<T extends { id: string | number }>({ query, columns, paging, pageSizes, onRow }: Props<T>) {
  const { page, limit, onPage } = paging;
  const rowsDrawn = useDeferredValue(true, rowsAtOnce());
  const data = rowsDrawn ? query.data : undefined;
  if (query.isError) return <LoadError error={query.error} isRetrying={query.isFetching} onRetry={() => void query.refetch()} />;
  return (
    <ResponsiveTable<T>
      rowKey="id"
      columns={columns}
      dataSource={data?.items ?? []}
      loading={query.isFetching || !rowsDrawn}
      className="scroll-table"
      size="middle"
      tableLayout="fixed"
      scroll={{ x: tableScrollX(columns), y: LIMITS.tableScrollY }}
      onRow={onRow}
      pagination={{
        current: page,
        pageSize: limit,
        total: data?.pagination.count ?? 0,
        showSizeChanger: pageSizes !== undefined,
        ...(pageSizes ? { pageSizeOptions: [...pageSizes] } : {}),
        onChange: (next, size) => onPage(size === limit ? next : 1, size),
      }}
    />
  );
}
