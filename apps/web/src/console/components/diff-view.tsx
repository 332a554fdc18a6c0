import { Typography } from 'antd';

/** A change as staff read it: one line per field, before struck through in red, after in green. */
export function DiffView({
  changes,
  label,
  format,
}: {
  changes: Record<string, readonly [unknown, unknown]>;
  /** A field's name in words. */
  label: (field: string) => string;
  /** A field's value in words. */
  format: (field: string, value: unknown) => string;
}) {
  const entries = Object.entries(changes);
  if (!entries.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }} data-testid="audit-diff">
      {entries.map(([field, [before, after]]) => (
        <li key={field}>
          <Typography.Text strong>{label(field)}</Typography.Text>: <span className="console-diff-before">{format(field, before)}</span> →{' '}
          <span className="console-diff-after">{format(field, after)}</span>
        </li>
      ))}
    </ul>
  );
}
