import { Select } from 'antd';

type Option<V> = { value: V; label: string };
type Props<V> = {
  label: string;
  options: Option<V>[];
  onChange: (value: V | undefined) => void;
  /** The chosen value, when the list's filters say it (they live in the address: a link, Back); none: the select keeps its own. */
  value?: V | undefined;
  width?: number;
  loading?: boolean;
};

/** A clearable filter of a list, labelled for screen readers and tests by its placeholder. */
export function FilterSelect<V extends string | number>({ label, options, onChange, value, width = 200, loading }: Props<V>) {
  return (
    <Select<V>
      allowClear
      style={{ width }}
      placeholder={label}
      aria-label={label}
      loading={loading}
      options={options}
      value={value}
      onChange={(value?: V) => onChange(value ?? undefined)}
    />
  );
}
