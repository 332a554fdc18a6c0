import { maxLengthOf, ORDER_LIMITS, rules } from '@portal/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebounced } from '@/lib/use-debounced';
import { usePatients } from '../api/get-patients';

/** How many matches the select offers at once (typing narrows them). */
const OPTION_COUNT = 20;

type Option = { value: string; label: string };
type Props = { value?: string | undefined; onChange: (patientId: string | undefined) => void; placeholder: string };

/** One of the collaborator's patients, searched on the server by name or phone (the order list's patient filter). */
export function PatientSelect({ value, onChange, placeholder }: Props) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim().slice(0, maxLengthOf(rules.search)), ORDER_LIMITS.listSearchDebounceMs);
  const list = usePatients({ page: 1, limit: OPTION_COUNT, ...(search ? { search } : {}) });
  // The chosen patient keeps its name shown when a later search no longer lists it.
  const [chosen, setChosen] = useState<Option>();
  const options: Option[] = (list.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.fullName} — ${p.phone}` }));
  if (chosen && chosen.value === value && !options.some((o) => o.value === chosen.value)) options.unshift(chosen);
  return (
    <Select
      allowClear
      style={{ width: 240 }}
      placeholder={placeholder}
      aria-label={placeholder}
      value={value}
      loading={list.isFetching}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      options={options}
      onChange={(id?: string, option?: Option | Option[]) => {
        setText('');
        setChosen(option && !Array.isArray(option) ? option : undefined);
        onChange(id || undefined);
      }}
    />
  );
}
