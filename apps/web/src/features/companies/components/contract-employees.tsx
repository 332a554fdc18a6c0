import {
  COMPANY_LIMITS,
  companyEndpoints,
  type ContractEmployee,
  EXAM_STATE_LABELS,
  formatDate,
  HEALTH_CLASS_LABELS,
  HEALTH_CLASSES,
  HEALTH_UNCLASSIFIED_LABEL,
} from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { FilterSelect } from '@/components/filter-select';
import { PagedTable } from '@/components/paged-table';
import { SearchBox } from '@/components/search-box';
import { useListFilters } from '@/lib/use-list-filters';
import { type EmployeeFilters, useContractEmployees } from '../api/get-contract-employees';
import { useContractOptions } from '../api/get-contract-options';
import { CompanyStatusTag } from './company-status-tag';
import './companies.css';

export const EMPLOYEES_TEXT = {
  search: 'Tìm theo CCCD, họ tên, số điện thoại',
  gender: 'Giới tính',
  healthStatus: 'Phân loại sức khỏe',
  isRegister: 'Đăng ký khám',
} as const;

const GENDERS = [
  { value: 0, label: 'Nam' },
  { value: 1, label: 'Nữ' },
];
const HEALTH = [
  ...HEALTH_CLASSES.map((c) => ({ value: c as number, label: HEALTH_CLASS_LABELS[c] })),
  { value: 0, label: HEALTH_UNCLASSIFIED_LABEL },
];
const REGISTER = [
  { value: 'yes', label: 'Đã đăng ký' },
  { value: 'no', label: 'Chưa đăng ký' },
] as const;

const EXAM_COLORS: Record<ContractEmployee['examState'], string> = {
  unregistered: 'default',
  registered: 'processing',
  scheduled: 'pending',
  partial: 'pending',
  full: 'complete',
  absent: 'declined',
};

/** The contract's roster (spec 3 §7 contract-employees): search, gender, health class, registration; paged. */
export function ContractEmployees({ contractId }: { contractId: string }) {
  const { filters, setFilter, searchText, setSearchText, paging } = useListFilters<EmployeeFilters>(
    { page: 1, limit: COMPANY_LIMITS.defaultPageSize },
    { query: companyEndpoints.employees.query, searchDelay: COMPANY_LIMITS.searchDebounceMs },
  );
  const list = useContractEmployees(contractId, filters);
  const options = useContractOptions();
  const genders = options.data?.gender.length ? options.data.gender : GENDERS;
  const health = options.data?.healthStatus.length ? options.data.healthStatus : HEALTH;

  const columns: TableColumnsType<ContractEmployee> = [
    { title: 'Số CCCD', dataIndex: 'cccd', width: 140 },
    { title: 'Họ và tên', dataIndex: 'name', width: 200 },
    { title: 'Ngày sinh', dataIndex: 'birthDate', width: 120, render: (v: string) => formatDate(v) },
    { title: 'Giới tính', dataIndex: 'gender', width: 90, render: (v: number) => genders.find((g) => g.value === v)?.label ?? '—' },
    { title: 'Số điện thoại', dataIndex: 'phone', width: 130 },
    {
      title: 'Trạng thái khám',
      dataIndex: 'examState',
      width: 150,
      render: (v: ContractEmployee['examState'], r) => (
        <CompanyStatusTag status={EXAM_COLORS[v]} label={r.examStateName || EXAM_STATE_LABELS[v]} />
      ),
    },
    {
      title: 'Phân loại sức khỏe',
      dataIndex: 'healthStatus',
      width: 150,
      render: (_v: number | null, r) => r.healthStatusName || HEALTH_UNCLASSIFIED_LABEL,
    },
  ];

  return (
    <>
      <div className="companies-toolbar filter-bar">
        <SearchBox width={280} label={EMPLOYEES_TEXT.search} value={searchText} onChange={setSearchText} />
        <FilterSelect<number>
          width={140}
          label={EMPLOYEES_TEXT.gender}
          options={genders}
          value={filters.gender as number | undefined}
          onChange={(gender) => setFilter({ gender })}
        />
        <FilterSelect<number>
          label={EMPLOYEES_TEXT.healthStatus}
          options={health}
          value={filters.healthStatus as number | undefined}
          onChange={(healthStatus) => setFilter({ healthStatus })}
        />
        <FilterSelect<'yes' | 'no'>
          label={EMPLOYEES_TEXT.isRegister}
          options={[...REGISTER]}
          value={filters.isRegister === undefined ? undefined : filters.isRegister ? 'yes' : 'no'}
          onChange={(v) => setFilter({ isRegister: v === undefined ? undefined : v === 'yes' })}
        />
      </div>
      <PagedTable<ContractEmployee> query={list} columns={columns} paging={paging} pageSizes={COMPANY_LIMITS.pageSizes} />
    </>
  );
}
