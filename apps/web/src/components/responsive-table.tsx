import { Checkbox, Empty, Pagination, Spin, Table, type TableColumnType, type TableProps } from 'antd';
import { type Key, type ReactNode, useSyncExternalStore } from 'react';
import { serverDrawsPhone } from '@/lib/first-draw';
import './responsive-table.css';

type Column<T> = TableColumnType<T> & { children?: unknown };

/** The phone's card of one row names its checkbox after this. */
export const CARD_TEXT = { select: 'Chọn dòng này' } as const;

/**
 * A list table that becomes a list of cards on a phone (below antd's `md`, 768 px): each row a
 * card with every column as "title: value" and the row's actions (a column pinned right) at its
 * foot, so a row's status and buttons are in view without scrolling sideways (issue 37). At
 * desktop widths it is antd's table, unchanged. Sorting stays in the address on a phone; the
 * cards offer no sort of their own (docs/decisions.md, "Lists on a phone").
 */
export function ResponsiveTable<T>(props: TableProps<T>) {
  // The server draws what the browser said it is (a phone's cards or the table); the browser measures.
  const isNarrow = useIsPhone();
  if (!isNarrow) return <Table<T> {...props} columns={pinActions(props)} />;
  return <CardList<T> {...props} />;
}

/**
 * A table that scrolls sideways keeps its rows' actions (the column keyed `actions`) pinned at the right,
 * so they are in view before any sideways scroll (issue 37, the layout journey).
 */
function pinActions<T>({ columns, scroll }: TableProps<T>): TableProps<T>['columns'] {
  if (!columns || scroll?.x === undefined) return columns;
  const all = columns as readonly unknown[] as Column<T>[];
  if (!all.some((column) => column.key === 'actions' && column.fixed === undefined)) return columns;
  return all.map((column) =>
    column.key === 'actions' && column.fixed === undefined ? { ...column, fixed: 'right' } : column,
  ) as TableProps<T>['columns'];
}

/**
 * Whether the window is a phone's (below antd's `md`), as a page's layout decides it: while React
 * hydrates a page the server drew, the server's decision (from the client hints, lib/first-draw.ts),
 * then the window's. antd's responsive props (`column={{ xs: 1, md: 2 }}`) read its breakpoints only
 * after the first commit, so a hydrated page drawn with them changed its layout once it was the app's.
 */
export const useIsPhone = (): boolean => useSyncExternalStore(onPhoneChange, isPhone, serverDrawsPhone);

/** Below antd's `md` breakpoint (768 px). Read straight from the media query, not antd's shared observer, so the answer is always the window's now. */
const PHONE = '(max-width: 767.98px)';
const isPhone = () => window.matchMedia(PHONE).matches;
function onPhoneChange(changed: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

function CardList<T>({
  columns = [],
  dataSource = [],
  rowKey,
  loading,
  pagination,
  onChange,
  onRow,
  rowSelection,
  className,
}: TableProps<T>) {
  const shown = (columns as readonly unknown[] as Column<T>[]).filter((column) => !column.hidden);
  const isAction = (column: Column<T>) => column.fixed === 'right' || column.key === 'actions';
  const fields = shown.filter((column) => !isAction(column));
  const actions = shown.filter(isAction);
  const keyOf = (row: T, index: number): Key =>
    typeof rowKey === 'function' ? rowKey(row, index) : ((row as Record<string, Key>)[(rowKey as string | undefined) ?? 'key'] ?? index);
  const selected = new Set<Key>(rowSelection?.selectedRowKeys ?? []);

  const select = (row: T, index: number, checked: boolean) => {
    if (!rowSelection?.onChange) return;
    const key = keyOf(row, index);
    const keys = checked ? [...selected, key] : [...selected].filter((k) => k !== key);
    const rows = dataSource.filter((r, i) => keys.includes(keyOf(r, i)));
    rowSelection.onChange(keys, rows, { type: 'single' });
  };

  const page = pagination === false || pagination === undefined ? undefined : pagination;
  const isLoading = typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading);

  return (
    <Spin spinning={isLoading}>
      <div className={['table-cards', className].filter(Boolean).join(' ')}>
        {dataSource.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <ul className="table-cards-list">
            {dataSource.map((row, index) => {
              const key = keyOf(row, index);
              const rowProps = onRow?.(row, index) ?? {};
              return (
                <li key={key} {...rowProps} className={['table-card', rowProps.className].filter(Boolean).join(' ')}>
                  {rowSelection && (
                    <Checkbox
                      className="table-card-select"
                      checked={selected.has(key)}
                      {...rowSelection.getCheckboxProps?.(row)}
                      onChange={(event) => select(row, index, event.target.checked)}
                    >
                      {CARD_TEXT.select}
                    </Checkbox>
                  )}
                  <dl>
                    {fields.map((column, at) => (
                      <div key={String(column.key ?? column.dataIndex ?? at)} className="table-card-field">
                        <dt>{titleOf(column)}</dt>
                        <dd>{cellOf(column, row, index)}</dd>
                      </div>
                    ))}
                  </dl>
                  {actions.length > 0 && (
                    <div className="table-card-actions">
                      {actions.map((column, at) => (
                        <div key={String(column.key ?? at)}>{cellOf(column, row, index)}</div>
                      ))}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {page && (page.total ?? 0) > 0 && (
          <Pagination
            className="table-cards-pages"
            size="small"
            simple={{ readOnly: false }}
            current={page.current}
            pageSize={page.pageSize}
            total={page.total}
            showSizeChanger={page.showSizeChanger}
            pageSizeOptions={page.pageSizeOptions}
            showTotal={page.showTotal}
            onChange={(current, pageSize) => {
              page.onChange?.(current, pageSize);
              onChange?.({ current, pageSize }, {}, [], { action: 'paginate', currentDataSource: [...dataSource] });
            }}
          />
        )}
      </div>
    </Spin>
  );
}

function titleOf<T>(column: Column<T>): ReactNode {
  const { title } = column;
  return typeof title === 'function' ? title({}) : title;
}

function cellOf<T>(column: Column<T>, row: T, index: number): ReactNode {
  // Read through plain types: letting the compiler relate antd's DataIndex and render types here
  // (generic over the row) made checking this file run for minutes and gigabytes.
  const dataIndex = column.dataIndex as string | number | readonly (string | number)[] | undefined;
  const path: readonly (string | number)[] = dataIndex === undefined ? [] : typeof dataIndex === 'object' ? dataIndex : [dataIndex];
  let value: unknown = path.length === 0 ? undefined : row;
  for (const step of path) value = (value as Record<string | number, unknown> | undefined)?.[step];
  const render = column.render as ((value: unknown, row: T, index: number) => unknown) | undefined;
  if (render) {
    const rendered = render(value, row, index);
    // antd's old cell form `{ children, props }` (colSpan and the like): only the content matters on a card.
    if (rendered && typeof rendered === 'object' && 'children' in rendered && !('$$typeof' in rendered)) {
      return (rendered as { children: ReactNode }).children;
    }
    return rendered as ReactNode;
  }
  return value === null || value === undefined ? '' : (value as ReactNode);
}
