import { PlusOutlined } from '@ant-design/icons';
import { genderName, ORDER_LIMITS, ORDER_TEXT, type Patient, formatDate } from '@portal/contract';
import { Button, Empty, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '@/components/query-state';
import { SearchBox } from '@/components/search-box';
import { useCan } from '@/lib/permissions';
import { useDebounced } from '@/lib/use-debounced';
import { usePatientPicker } from '../api/get-patients';
import { PatientDialog } from './patient-dialog';
import './patients.css';

export const PATIENT_PICKER_TEXT = {
  title: ORDER_TEXT.patientPickerTitle,
  add: ORDER_TEXT.addPatient,
  search: 'Tìm theo tên hoặc số điện thoại',
  empty: 'Không có bệnh nhân nào',
} as const;

type Props = {
  /** The patient the form holds (highlighted). */
  selectedId?: string | undefined;
  onPick: (patient: Patient) => void;
};

/**
 * 'Danh sách bệnh nhân' (spec 3 §2, §4, §9): search (500 ms after typing stops; a new search starts
 * again from page 1 with an empty list), pages of 8 loaded as the last row scrolls into view, and
 * 'Thêm bệnh nhân', after which the list is read again at page 1, limit 4 and the new patient is picked.
 */
export function PatientPicker({ selectedId, onPick }: Props) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), ORDER_LIMITS.patientSearchDebounceMs);
  const [refreshedFor, setRefreshedFor] = useState<string>();
  const [adding, setAdding] = useState(false);
  const canAdd = useCan('patient.manage');
  const firstLimit = refreshedFor === search ? ORDER_LIMITS.patientCreatedRefreshLimit : ORDER_LIMITS.patientPickerPageSize;
  const picker = usePatientPicker(search, firstLimit);
  const patients = picker.data?.pages.flatMap((p) => p.items) ?? [];

  const listRef = useRef<HTMLUListElement>(null);
  const lastRef = useRef<HTMLLIElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = picker;
  const lastId = patients.at(-1)?.id;
  useEffect(() => {
    const last = lastRef.current;
    if (!last || !lastId || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: listRef.current },
    );
    observer.observe(last);
    return () => observer.disconnect();
  }, [lastId, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <section className="patient-picker" aria-label={PATIENT_PICKER_TEXT.title}>
      <div className="patient-picker__head">
        <h3 className="patient-picker__title">{PATIENT_PICKER_TEXT.title}</h3>
        {canAdd ? (
          <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {PATIENT_PICKER_TEXT.add}
          </Button>
        ) : null}
      </div>
      <SearchBox label={PATIENT_PICKER_TEXT.search} value={text} onChange={setText} />
      {picker.isError ? (
        <LoadError error={picker.error} isRetrying={picker.isFetching} onRetry={() => void picker.refetch()} />
      ) : (
        <ul className="patient-picker__list" ref={listRef} aria-busy={picker.isFetching}>
          {patients.map((p, i) => (
            <li key={p.id} ref={i === patients.length - 1 ? lastRef : undefined}>
              <button
                type="button"
                className={p.id === selectedId ? 'patient-picker__item patient-picker__item--selected' : 'patient-picker__item'}
                aria-pressed={p.id === selectedId}
                onClick={() => onPick(p)}
              >
                <span className="patient-picker__name">{p.fullName}</span>
                <span className="patient-picker__meta">
                  {p.phone} · {formatDate(p.birthday)} · {genderName(p.gender)}
                </span>
              </button>
            </li>
          ))}
          {picker.isPending || isFetchingNextPage ? (
            <li className="patient-picker__loading">
              <Spin size="small" />
            </li>
          ) : null}
          {!picker.isPending && patients.length === 0 ? (
            <li>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PATIENT_PICKER_TEXT.empty} />
            </li>
          ) : null}
        </ul>
      )}
      <PatientDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(patient) => {
          setRefreshedFor(search);
          onPick(patient);
        }}
      />
    </section>
  );
}
