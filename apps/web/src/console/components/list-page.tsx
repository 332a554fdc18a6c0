import { maxLengthOf, type Pagination, rules } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Checkbox, DatePicker, Flex, Input, Popover, Select, Space, type TableColumnType, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { KeyboardScrollable } from '@/components/keyboard-scrollable';
import { ResponsiveTable } from '@/components/responsive-table';
import { LoadError } from '@/components/query-state';
import { dayjs } from '@/lib/dayjs';
import { notifier } from '@/lib/notifier';
import { type ExportColumn, exportXlsx, fetchAllPages } from '../lib/export-xlsx';
import { CONSOLE_TEXT } from '../lib/labels';
import { type ListState, PAGE_SIZES } from '../lib/list-params';
import { tableScrollX } from '@/components/table-width';

/**
 * A filter above the table; its value lives in the URL under `key` (a day as YYYY-MM-DD, a date
 * range under `key` and `toKey`). A `searchable` select filters its options by the typed text.
 */
export type ListFilter<K extends string> =
  | { kind: 'search'; key: K; label: string; placeholder?: string }
  | { kind: 'select'; key: K; label: string; options: readonly { value: string; label: string }[]; searchable?: boolean }
  | { kind: 'date'; key: K; label: string }
  | { kind: 'dateRange'; key: K; toKey: K; label: string };

/** A column: antd's, plus the server's sort key, whether it starts hidden and its cell in the export. */
export type ListColumn<Row> = Omit<TableColumnType<Row>, 'key' | 'title' | 'sorter'> & {
  key: string;
  title: string;
  /** The server's name for sorting by this column; absent: not sortable. */
  sortKey?: string;
  defaultHidden?: boolean;
  /** The cell in the .xlsx export; absent: the column is left out of the export. */
  exportValue?: ExportColumn<Row>['value'];
};

type PagedList<Row> = { items: Row[]; pagination: Pagination };

type ListPageProps<Row, K extends string> = {
  /** Names the list for its saved column settings and test ids. */
  id: string;
  list: ListState<K>;
  filters?: readonly ListFilter<K>[];
  columns: readonly ListColumn<Row>[];
  query: Pick<UseQueryResult<PagedList<Row>>, 'data' | 'isPending' | 'isFetching' | 'isError' | 'error' | 'refetch'>;
  rowKey: (row: Row) => string;
  /** Export of the whole filtered list: how to read one page of it with the current filters. */
  exportAll?: { fileName: string; fetchPage: (page: number, limit: number) => Promise<PagedList<Row>> };
  /** Buttons beside the filters. */
  extra?: ReactNode;
  onRow?: TableProps<Row>['onRow'];
  /** Checkboxes on the rows (a bulk action reads the selected keys). */
  rowSelection?: TableProps<Row>['rowSelection'];
};

const HIDDEN_KEY = (id: string) => `portal.console.columns.${id}`;

function readHidden(id: string, columns: readonly ListColumn<unknown>[]): string[] {
  try {
    const raw = window.localStorage.getItem(HIDDEN_KEY(id));
    if (raw) return (JSON.parse(raw) as unknown[]).filter((k): k is string => typeof k === 'string');
  } catch {
    // fall back to the defaults
  }
  return columns.filter((c) => c.defaultHidden).map((c) => c.key);
}

/**
 * The console's list page: filters and page in the URL, server-side pagination and sort, column
 * settings kept per browser, export of the filtered list to .xlsx. Every desk's list uses it.
 */
export function ListPage<Row, K extends string>({
  id,
  list,
  filters = [],
  columns,
  query,
  rowKey,
  exportAll,
  extra,
  onRow,
  rowSelection,
}: ListPageProps<Row, K>) {
  const [hidden, setHidden] = useState<string[]>(() => readHidden(id, columns as readonly ListColumn<unknown>[]));
  const [isExporting, setExporting] = useState(false);

  const saveHidden = (next: string[]) => {
    setHidden(next);
    try {
      window.localStorage.setItem(HIDDEN_KEY(id), JSON.stringify(next));
    } catch {
      // settings last for this page only
    }
  };

  const visible = columns.filter((c) => !hidden.includes(c.key));
  const tableColumns: TableColumnType<Row>[] = visible.map(({ sortKey, defaultHidden: _h, exportValue: _e, ...column }) => ({
    ...column,
    dataIndex: column.dataIndex ?? column.key,
    sorter: Boolean(sortKey),
    sortOrder: sortKey && list.sort?.field === sortKey ? (list.sort.order === 'asc' ? 'ascend' : 'descend') : null,
  }));

  const onExport = async () => {
    if (!exportAll) return;
    setExporting(true);
    try {
      const rows = await fetchAllPages(exportAll.fetchPage);
      const exported = visible.filter((c) => c.exportValue).map((c) => ({ title: c.title, value: c.exportValue! }));
      await exportXlsx(exportAll.fileName, exportAll.fileName, exported, rows);
    } catch (error) {
      notifier().error({ title: 'Lỗi', description: error instanceof Error ? error.message : String(error) });
    } finally {
      setExporting(false);
    }
  };

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extraInfo) => {
    if (extraInfo.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = columns.find((c) => c.key === one?.columnKey);
      list.setSort(one?.order && column?.sortKey ? { field: column.sortKey, order: one.order === 'ascend' ? 'asc' : 'desc' } : undefined);
      return;
    }
    list.setPage(pagination.current ?? 1, pagination.pageSize ?? list.limit);
  };

  return (
    <Flex vertical gap={12} data-testid={`list-${id}`}>
      <Flex wrap gap={8} align="center">
        {filters.map((filter) => (
          <FilterControl key={filter.key} filter={filter} list={list} />
        ))}
        <div style={{ flex: 1 }} />
        <Space wrap>
          {extra}
          <Popover
            trigger="click"
            placement="bottomRight"
            title={CONSOLE_TEXT.columns}
            content={
              <Checkbox.Group
                style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
                value={columns.filter((c) => !hidden.includes(c.key)).map((c) => c.key)}
                options={columns.map((c) => ({ value: c.key, label: c.title }))}
                onChange={(shown) => saveHidden(columns.filter((c) => !shown.includes(c.key)).map((c) => c.key))}
              />
            }
          >
            <Button>{CONSOLE_TEXT.columns}</Button>
          </Popover>
          {exportAll && (
            <Button onClick={() => void onExport()} loading={isExporting} disabled={!query.data?.pagination.totalCount}>
              {CONSOLE_TEXT.exportXlsx}
            </Button>
          )}
        </Space>
      </Flex>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : (
        <KeyboardScrollable label={CONSOLE_TEXT.table}>
          <ResponsiveTable<Row>
            rowKey={rowKey}
            columns={tableColumns}
            dataSource={query.data?.items ?? []}
            loading={query.isPending || query.isFetching}
            onChange={onChange}
            onRow={onRow}
            rowSelection={rowSelection}
            tableLayout="fixed"
            scroll={{ x: tableScrollX(tableColumns) }}
            size="middle"
            pagination={{
              current: list.page,
              pageSize: list.limit,
              total: query.data?.pagination.totalCount ?? 0,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES.map(String),
              showTotal: (total) => `Tổng ${total} bản ghi`,
            }}
          />
        </KeyboardScrollable>
      )}
    </Flex>
  );
}

function FilterControl<K extends string>({ filter, list }: { filter: ListFilter<K>; list: ListState<K> }) {
  const value = list.filters[filter.key];
  if (filter.kind === 'search') {
    return (
      <Input.Search
        key={value ?? ''}
        aria-label={filter.label}
        placeholder={filter.placeholder ?? filter.label}
        defaultValue={value}
        allowClear
        maxLength={maxLengthOf(rules.search)}
        style={{ width: 260 }}
        onSearch={(text) => list.setFilters({ [filter.key]: text.trim() || undefined } as Partial<Record<K, string>>)}
      />
    );
  }
  if (filter.kind === 'select') {
    return (
      <Select
        aria-label={filter.label}
        placeholder={filter.label}
        allowClear
        value={value}
        style={{ minWidth: 180 }}
        showSearch={filter.searchable ? { optionFilterProp: 'label' } : undefined}
        options={filter.options.map((o) => ({ value: o.value, label: o.label }))}
        onChange={(next: string | undefined) => list.setFilters({ [filter.key]: next } as Partial<Record<K, string>>)}
      />
    );
  }
  if (filter.kind === 'date') {
    return (
      <DatePicker
        aria-label={filter.label}
        placeholder={filter.label}
        format="DD/MM/YYYY"
        value={value ? dayjs(value) : null}
        onChange={(day) => list.setFilters({ [filter.key]: day?.format('YYYY-MM-DD') } as Partial<Record<K, string>>)}
      />
    );
  }
  const to = list.filters[filter.toKey];
  return (
    <DatePicker.RangePicker
      aria-label={filter.label}
      format="DD/MM/YYYY"
      value={[value ? dayjs(value) : null, to ? dayjs(to) : null]}
      allowEmpty={[true, true]}
      onChange={(range) =>
        list.setFilters({
          [filter.key]: range?.[0]?.format('YYYY-MM-DD'),
          [filter.toKey]: range?.[1]?.format('YYYY-MM-DD'),
        } as Partial<Record<K, string>>)
      }
    />
  );
}
