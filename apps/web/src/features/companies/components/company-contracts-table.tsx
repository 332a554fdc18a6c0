import {
  COMPANY_CONTRACT_STATUS_LABELS,
  COMPANY_CONTRACT_STATUSES,
  COMPANY_LIMITS,
  COMPANY_MSG,
  companyEndpoints,
  type CompanyContractRow,
  type CompanyContractStatus,
  formatDate,
  formatVnd,
} from '@portal/contract';
import { Button, DatePicker, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PagedTable } from '@/components/paged-table';
import { SearchBox } from '@/components/search-box';
import { paths } from '@/config/paths';
import { listFiltersCodec, presetOf, useListFilters } from '@/lib/use-list-filters';
import { useDownloadContractFile } from '../api/download-contract-file';
import { type CompanyContractFilters, companyContractsQueryOptions, useCompanyContracts } from '../api/get-company-contracts';
import { useContractOptions } from '../api/get-contract-options';
import { useContractTypes } from '../api/get-contract-types';
import { CompanyStatusTag } from './company-status-tag';
import { contractNavState } from './contract-nav';
import './companies.css';
import { openRow } from './open-row';

export const CONTRACT_LIST_TEXT = {
  search: 'Tìm theo số hoặc tên hợp đồng',
  status: 'Trạng thái',
  contractType: 'Loại hợp đồng',
  totalValue: 'Tổng giá trị',
  dateStart: 'Ngày bắt đầu',
} as const;

/** Spec 3 §2 / SPEC-NOTES 14: nothing after today may be chosen (nor typed). */
export const isAfterToday = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/**
 * The company contract list (spec 3 §2): on /hop-dong, and as the 'hop-dong' tab of a sub-unit
 * (`childrenCompanyId`). Every filter change goes back to page 1; a row opens the contract by code.
 */
const FIRST_PAGE: CompanyContractFilters = { page: 1, limit: COMPANY_LIMITS.defaultPageSize };

/** What /hop-dong reads first (the route's loader: the server draws the page with it): the contracts as the address filters them. */
export const companyContractsFirstQueries = (search: URLSearchParams) => [
  companyContractsQueryOptions(
    listFiltersCodec(companyEndpoints.contracts.query, FIRST_PAGE, { fixed: { childrenCompanyId: undefined } }).read(search),
  ),
];

export function CompanyContractsTable({ childrenCompanyId }: { childrenCompanyId?: string }) {
  const navigate = useNavigate();
  const { filters, setFilter, searchText, setSearchText, paging } = useListFilters<CompanyContractFilters>(
    FIRST_PAGE,
    // The sub-unit whose tab this is comes from its page, not from the address.
    { query: companyEndpoints.contracts.query, fixed: { childrenCompanyId }, searchDelay: COMPANY_LIMITS.searchDebounceMs },
  );
  const list = useCompanyContracts(filters);
  const options = useContractOptions();
  const types = useContractTypes();
  const download = useDownloadContractFile();
  const ranges = options.data?.totalValue ?? [];
  const range = presetOf(ranges, filters.minTotalValue, filters.maxTotalValue);

  const statusOptions = options.data?.corporateContractStatus.length
    ? options.data.corporateContractStatus.map((o) => ({ value: o.value as CompanyContractStatus, label: o.label }))
    : COMPANY_CONTRACT_STATUSES.map((s) => ({ value: s, label: COMPANY_CONTRACT_STATUS_LABELS[s] }));

  const columns: TableColumnsType<CompanyContractRow> = [
    { title: 'Số hợp đồng', dataIndex: 'code', width: 150 },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      width: 150,
      render: (status: CompanyContractStatus, r) => (
        <CompanyStatusTag status={status} label={r.statusName || COMPANY_CONTRACT_STATUS_LABELS[status]} />
      ),
    },
    // The widths add up to the spec's 1200-px scroll width (spec 3 §9).
    { title: 'Loại hợp đồng', dataIndex: 'contractTypeName', width: 250 },
    { title: 'Ngày bắt đầu', dataIndex: 'dateStart', width: 130, render: (v: string) => formatDate(v) },
    { title: 'Số nhân viên', dataIndex: 'numberEmployees', width: 120, align: 'right' },
    { title: 'Tổng giá trị', dataIndex: 'totalValue', width: 180, align: 'right', render: (v: number) => formatVnd(v) },
    {
      title: 'File hợp đồng',
      dataIndex: 'contractFile',
      width: 220,
      render: (file: CompanyContractRow['contractFile'], r) =>
        file ? (
          <Button
            type="link"
            size="small"
            aria-label={`Tải ${file.fileName}`}
            loading={download.isPending && download.variables?.contractId === r.id}
            onClick={(e) => {
              e.stopPropagation();
              download.mutate({ contractId: r.id, fileName: file.fileName });
            }}
          >
            {/* Cut by CSS (antd's ellipsis measures each row after it is drawn, a second render of the list). */}
            <span className="text-ellipsis" style={{ maxWidth: 180 }}>
              {file.fileName}
            </span>
          </Button>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <div className="companies-toolbar filter-bar">
        <SearchBox width={280} label={CONTRACT_LIST_TEXT.search} value={searchText} onChange={setSearchText} />
        <FilterSelect<CompanyContractStatus>
          label={CONTRACT_LIST_TEXT.status}
          options={statusOptions}
          value={filters.status as CompanyContractStatus | undefined}
          onChange={(status) => setFilter({ status })}
        />
        <FilterSelect<number>
          label={CONTRACT_LIST_TEXT.contractType}
          loading={types.isPending}
          options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          value={filters.contractType as number | undefined}
          onChange={(contractType) => setFilter({ contractType })}
        />
        <FilterSelect<number>
          label={CONTRACT_LIST_TEXT.totalValue}
          loading={options.isPending}
          options={ranges.map((r, i) => ({ value: i, label: r.name }))}
          value={range ? ranges.indexOf(range) : undefined}
          onChange={(i) => {
            const range = i === undefined ? undefined : ranges[i];
            setFilter({ minTotalValue: range?.from ?? undefined, maxTotalValue: range?.to ?? undefined });
          }}
        />
        <DatePicker
          placeholder={CONTRACT_LIST_TEXT.dateStart}
          aria-label={CONTRACT_LIST_TEXT.dateStart}
          format="DD/MM/YYYY"
          value={filters.dateStart ? dayjs(String(filters.dateStart)) : null}
          disabledDate={isAfterToday}
          title={COMPANY_MSG.dateNotFuture}
          onChange={(value: Dayjs | null) => {
            // A typed day after today is refused like a clicked one.
            if (value && isAfterToday(value)) return;
            setFilter({ dateStart: value ? value.format('YYYY-MM-DD') : undefined });
          }}
        />
      </div>
      <PagedTable<CompanyContractRow>
        query={list}
        columns={columns}
        paging={paging}
        pageSizes={COMPANY_LIMITS.pageSizes}
        onRow={(r) =>
          openRow(`Mở hợp đồng ${r.code}`, () => navigate(paths.contractDetail.getHref(r.code), { state: contractNavState(r.id) }))
        }
      />
    </>
  );
}
