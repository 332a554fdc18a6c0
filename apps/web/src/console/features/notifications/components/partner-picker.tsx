import { type DeskPartnerPick, maxLengthOf, type PartnerType, rules } from '@portal/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebounced } from '@/lib/use-debounced';
import { PARTNER_TYPE_LABELS } from '../../../lib/labels';
import { usePartnerPicks } from '../api/get-partner-picks';

const SEARCH_MAX = maxLengthOf(rules.search);

export const pickLabel = (p: Pick<DeskPartnerPick, 'code' | 'name' | 'type'>) => `${p.code} — ${p.name} (${PARTNER_TYPE_LABELS[p.type]})`;

type Common = {
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  type?: PartnerType;
  /** Partners already chosen, so their labels show before any search finds them. */
  known?: readonly DeskPartnerPick[];
  style?: React.CSSProperties;
};
type Single = Common & { mode?: undefined; value?: string | undefined; onChange: (value: string | undefined) => void };
type Multiple = Common & { mode: 'multiple'; value?: string[] | undefined; onChange: (value: string[]) => void };

/**
 * Active partners by code or name, searched on the server as the operator types (20 at a time);
 * one partner (the list's filter) or several (a broadcast's audience).
 */
export function PartnerPicker(props: Single | Multiple) {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const picks = usePartnerPicks({ search: query || undefined, type: props.type });
  const [seen, setSeen] = useState<Map<string, DeskPartnerPick>>(() => new Map((props.known ?? []).map((p) => [p.id, p])));
  const found = picks.data ?? [];
  // Chosen partners keep their label after the search moves on.
  const chosen = (props.mode === 'multiple' ? (props.value ?? []) : props.value ? [props.value] : [])
    .map((id) => seen.get(id) ?? props.known?.find((p) => p.id === id))
    .filter((p): p is DeskPartnerPick => p !== undefined);
  const options = [...new Map([...chosen, ...found].map((p) => [p.id, p])).values()].map((p) => ({ value: p.id, label: pickLabel(p) }));
  const remember = (ids: string[]) =>
    setSeen((m) => {
      const next = new Map(m);
      for (const id of ids) {
        const p = found.find((x) => x.id === id);
        if (p) next.set(id, p);
      }
      return next;
    });

  return (
    <Select
      id={props.id}
      aria-label={props['aria-label']}
      style={props.style}
      mode={props.mode}
      allowClear
      showSearch={{ filterOption: false, onSearch: (text) => setSearch(text.slice(0, SEARCH_MAX)), searchValue: search }}
      placeholder={props.placeholder}
      loading={picks.isFetching}
      options={options}
      value={props.value}
      notFoundContent={picks.isFetching ? 'Đang tìm…' : 'Không tìm thấy đối tác'}
      onChange={(value: string | string[] | undefined) => {
        if (props.mode === 'multiple') {
          const ids = (value as string[] | undefined) ?? [];
          remember(ids);
          props.onChange(ids);
        } else {
          const id = value as string | undefined;
          if (id) remember([id]);
          props.onChange(id);
        }
      }}
      onBlur={() => setSearch('')}
    />
  );
}
