import type { TableColumnsType } from 'antd';
import { KeyboardScrollable } from '@/components/keyboard-scrollable';
import { ResponsiveTable } from '@/components/responsive-table';
import { tableScrollX } from '@/components/table-width';

/**
 * A short list shown whole (categories, a company's sub-units): no pages, fixed column widths, and
 * at phone width it scrolls sideways, by keyboard too, instead of hiding columns.
 */
export function ShortTable<T extends { id: string | number }>({
  label,
  columns,
  rows,
  size,
}: {
  /** The scrolling region's name. */
  label: string;
  columns: TableColumnsType<T>;
  rows: readonly T[];
  size?: 'small';
}) {
  return (
    <KeyboardScrollable label={label}>
      <ResponsiveTable<T>
        rowKey="id"
        columns={columns}
        dataSource={rows as T[]}
        pagination={false}
        size={size}
        tableLayout="fixed"
        scroll={{ x: tableScrollX(columns) }}
      />
    </KeyboardScrollable>
  );
}
