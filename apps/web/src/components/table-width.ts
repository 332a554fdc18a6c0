import type { TableColumnsType } from 'antd';

/** A column's width when it names none (SPEC-NOTES 14). */
export const DEFAULT_COLUMN_WIDTH = 150;

/**
 * The width a table scrolls past: the sum of its columns' widths. Below it the table scrolls
 * (every column keeps its width); above it the columns share the room and long text wraps,
 * so a wide screen never hides a column behind a pinned one ('max-content' would never wrap).
 */
export function tableScrollX<T>(columns: TableColumnsType<T>): number {
  return columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : DEFAULT_COLUMN_WIDTH), 0);
}
