import { maxLengthOf, rules } from '@portal/contract';
import { Input } from 'antd';

type Props = { label: string; value: string; onChange: (text: string) => void; width?: number; disabled?: boolean };

/** A list's search box (SPEC-NOTES 14): its label as placeholder and accessible name, cut at the search rule's 50 characters. */
export function SearchBox({ label, value, onChange, width, disabled }: Props) {
  return (
    <Input.Search
      style={width ? { width } : undefined}
      allowClear
      placeholder={label}
      aria-label={label}
      maxLength={maxLengthOf(rules.search)}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
