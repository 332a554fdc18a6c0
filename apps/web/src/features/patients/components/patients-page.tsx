import {
  formatDate,
  formatVnd,
  genderName,
  MONEY_PERMISSIONS,
  ORDER_LIMITS,
  ORDER_TEXT,
  type Patient,
  patientEndpoints,
} from '@portal/contract';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { lazyDialog } from '@/components/lazy-dialog';
import { useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { FilterSelect } from '@/components/filter-select';
import { PagedTable } from '@/components/paged-table';
import { SearchBox } from '@/components/search-box';
import { useCan } from '@/lib/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { listFiltersCodec, presetOf, useListFilters } from '@/lib/use-list-filters';
import { usePatientFilterOptions } from '../api/get-patient-filter-options';
import { type PatientFilters, patientsQueryOptions, usePatients } from '../api/get-patients';
import { useDeletePatient } from '../api/patient-mutations';

/** The patient form, loaded the first time it opens ('Thêm bệnh nhân' or a row's 'Sửa'), not with the list. */
const PatientDialog = lazyDialog(
  () => import('./patient-dialog').then((m) => m.PatientDialog),
  (props) => props.open,
);

export const PATIENTS_TEXT = {
  title: 'Bệnh nhân',
  add: ORDER_TEXT.addPatient,
  search: 'Tìm theo tên hoặc số điện thoại',
  total: 'Tổng chi tiêu',
  edit: 'Sửa',
  delete: 'Xóa',
  confirmDelete: (name: string) => `Xóa bệnh nhân ${name}?`,
} as const;

type Dialog = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; patient: Patient };

const FIRST_PAGE: PatientFilters = { page: 1, limit: ORDER_LIMITS.listPageSize };

/** What the page reads first (the route's loader: the server draws the page with it): the list as the address filters it. */
export const patientsFirstQueries = (search: URLSearchParams) => [
  patientsQueryOptions(listFiltersCodec(patientEndpoints.list.query, FIRST_PAGE).read(search)),
];

/** /benh-nhan (spec 3 §2, §7): search, total-spent presets (MinTotal/MaxTotal), pages; create, edit, delete. */
export function PatientsPage() {
  useDocumentTitle(PATIENTS_TEXT.title);
  const { filters, setFilter, searchText, setSearchText, paging } = useListFilters<PatientFilters>(FIRST_PAGE, {
    query: patientEndpoints.list.query,
  });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  // The total spent is a sum of service prices: without 'price.view' the answers carry none, so its column and
  // filter go too, and a range chosen before the role lost the key is not sent (the server would refuse it).
  const canSeePrices = useCan(MONEY_PERMISSIONS.prices);
  const list = usePatients(canSeePrices ? filters : { ...filters, MinTotal: undefined, MaxTotal: undefined });
  const options = usePatientFilterOptions();
  const remove = useDeletePatient();
  // A sub-user whose role only reads patients gets the list without its changes (SPEC-NOTES 8).
  const canManage = useCan('patient.manage');

  const columns: TableColumnsType<Patient> = [
    { title: 'STT', key: 'index', width: 56, render: (_v, _r, i) => (filters.page - 1) * filters.limit + i + 1 },
    { title: 'Họ và tên', dataIndex: 'fullName', width: 140 },
    { title: 'Số điện thoại', dataIndex: 'phone', width: 118 },
    { title: 'Ngày sinh', dataIndex: 'birthday', width: 106, render: (v: string) => formatDate(v) },
    { title: 'Giới tính', dataIndex: 'gender', width: 84, render: (v: number) => genderName(v) },
    { title: 'Email', dataIndex: 'email', width: 150, ellipsis: { showTitle: true } },
    {
      title: 'Địa chỉ',
      key: 'address',
      width: 160,
      render: (_v, p) => [p.address, p.wardName, p.provinceName].filter(Boolean).join(', '),
    },
    { title: 'Số lịch hẹn', dataIndex: 'orderCount', width: 90, align: 'right' },
    ...(canSeePrices
      ? [{ title: PATIENTS_TEXT.total, dataIndex: 'total', width: 120, align: 'right' as const, render: (v: number) => formatVnd(v) }]
      : []),
  ];
  const actions: TableColumnsType<Patient> = [
    {
      title: 'Thao tác',
      key: 'actions',
      fixed: 'right',
      width: 140,
      render: (_v, p) => (
        <Space size="small">
          <Button size="small" aria-label={`${PATIENTS_TEXT.edit} ${p.fullName}`} onClick={() => setDialog({ kind: 'edit', patient: p })}>
            {PATIENTS_TEXT.edit}
          </Button>
          <Popconfirm
            title={PATIENTS_TEXT.confirmDelete(p.fullName)}
            okText={PATIENTS_TEXT.delete}
            cancelText="Hủy"
            // A refused delete (the patient has orders) shows the server's reason as the error notice.
            onConfirm={() => remove.mutateAsync(p.id).catch(() => undefined)}
          >
            <Button size="small" danger aria-label={`${PATIENTS_TEXT.delete} ${p.fullName}`}>
              {PATIENTS_TEXT.delete}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="page patients-page">
      <PageTitle
        extra={
          canManage ? (
            <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
              {PATIENTS_TEXT.add}
            </Button>
          ) : null
        }
      >
        {PATIENTS_TEXT.title}
      </PageTitle>
      <Space wrap className="filter-bar" style={{ marginBottom: 16 }}>
        <SearchBox width={300} label={PATIENTS_TEXT.search} value={searchText} onChange={setSearchText} />
        {canSeePrices ? (
          <FilterSelect
            width={220}
            label={PATIENTS_TEXT.total}
            loading={options.isPending}
            options={(options.data?.total ?? []).map((r) => ({ value: r.key, label: r.name }))}
            value={presetOf(options.data?.total, filters.MinTotal, filters.MaxTotal)?.key}
            onChange={(key) => {
              const range = options.data?.total.find((r) => r.key === key);
              setFilter({ MinTotal: range?.from ?? undefined, MaxTotal: range?.to ?? undefined });
            }}
          />
        ) : null}
      </Space>
      <PagedTable<Patient>
        query={list}
        columns={canManage ? [...columns, ...actions] : columns}
        paging={paging}
        pageSizes={ORDER_LIMITS.pageSizeOptions}
      />
      <PatientDialog
        open={dialog.kind !== 'closed'}
        patient={dialog.kind === 'edit' ? dialog.patient : undefined}
        onClose={() => setDialog({ kind: 'closed' })}
      />
    </div>
  );
}
