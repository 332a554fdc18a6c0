import { Typography } from 'antd';

/** How a recorded value reads: empty, text, or JSON for anything structured. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(trống)';
  if (typeof value === 'boolean') return value ? 'có' : 'không';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** A change as staff read it: one line per field, before struck through in red, after in green. */
export function DiffView({
  changes,
  labels = {},
  valueLabel = (_field, value) => value,
}: {
  changes: Record<string, readonly [unknown, unknown]>;
  labels?: Readonly<Record<string, string>>;
  /** Names a value of a field (a status key → its words). */
  valueLabel?: (field: string, value: unknown) => unknown;
}) {
  const entries = Object.entries(changes);
  if (!entries.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }} data-testid="audit-diff">
      {entries.map(([field, [before, after]]) => (
        <li key={field}>
          <Typography.Text strong>{labels[field] ?? field}</Typography.Text>:{' '}
          <span className="console-diff-before">{formatAuditValue(valueLabel(field, before))}</span> →{' '}
          <span className="console-diff-after">{formatAuditValue(valueLabel(field, after))}</span>
        </li>
      ))}
    </ul>
  );
}
