import { type ContractRow, contractEndpoints, formatDate, LIMITS, maxLengthOf, type PartnerType, rules } from '@portal/contract';
import { Button, DatePicker, Input, Select, Space, type TableColumnsType, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageTitle } from '@/components/page-title';
import { PagedTable } from '@/components/paged-table';
import { useDownloadContractArchive } from '../api/download-contract-files';
import { type ContractFilters, contractsQueryOptions, useContracts } from '../api/get-contracts';
import { useContractOptions } from '../api/get-contract-options';
import { ContractStatusTag } from './contract-status-tag';
import { useDocumentTitle } from '@/lib/use-document-title';
import { listFiltersCodec, useListFilters } from '@/lib/use-list-filters';

/** A contract's detail (tabs, history, files), loaded the first time one opens, not with the list. */
const ContractDetailModal = lazyDialog(
  () => import('./contract-detail-modal').then((m) => m.ContractDetailModal),
  (props) => props.contractId !== undefined,
);

export const CONTRACTS_TEXT = {
  title: 'Hợp đồng',
  search: 'Tìm theo tên hoặc số hợp đồng',
  category: 'Danh mục',
  dateSigned: 'Ngày ký',
  view: 'Xem chi tiết',
  download: 'Tải tài liệu',
  noFiles: 'Hợp đồng chưa có tài liệu',
} as const;

const progressText = (p: ContractRow['latestSupply']) => (p ? `${formatDate(p.date)} — ${p.name}` : '—');

/** The list's filters as the address gives them (the query schema's output): texts, the signed day as YYYY-MM-DD. */
type ContractListFilters = ContractFilters & { search?: string; categoryId?: string; dateSigned?: string };

const FIRST_PAGE: ContractListFilters = { page: 1, limit: LIMITS.providerContractPageSize };
const DAY = 'YYYY-MM-DD';

/** The filters as sent: the signed day as YYYY/MM/DD (the address keeps it as YYYY-MM-DD, as the query reads it). */
const sentFilters = (filters: ContractListFilters): ContractFilters => ({
  ...filters,
  dateSigned: filters.dateSigned ? dayjs(filters.dateSigned).format('YYYY/MM/DD') : undefined,
});

/** What the page reads first (the route's loader: the server draws the page with it): the contracts as the address filters them. */
export const contractsFirstQueries = (type: PartnerType, search: URLSearchParams) => [
  contractsQueryOptions(type, sentFilters(listFiltersCodec(contractEndpoints.list.query, FIRST_PAGE).read(search))),
];

/**
 * The provider contract screen (spec 1 §2.7): filters, a 5-row table, the detail modal. The filters,
 * the search and the page are kept in the address (issue 37); any filter change goes back to page 1
 * (spec 1 §4); the search box waits for a pause in typing (spec 1 §9), and only a valid search is sent.
 */
export function ContractsPage({ type }: { type: PartnerType }) {
  useDocumentTitle('Hợp đồng');
  const { filters, setFilter, searchText, setSearchText, paging } = useListFilters<ContractListFilters>(FIRST_PAGE, {
    query: contractEndpoints.list.query,
    searchDelay: LIMITS.filterDebounceMs,
  });
  const [openId, setOpenId] = useState<string>();
  const list = useContracts(type, sentFilters(filters));
  const options = useContractOptions(type);
  const downloadAll = useDownloadContractArchive(type);

  const columns: TableColumnsType<ContractRow> = [
    { title: 'STT', key: 'index', width: 70, render: (_v, _r, i) => (filters.page - 1) * filters.limit + i + 1 },
    { title: 'Tên hợp đồng', dataIndex: 'name', width: 200 },
    { title: 'Số hợp đồng', dataIndex: 'code' },
    { title: 'Ngày ký', dataIndex: 'dateSigned', render: (v: string) => formatDate(v) },
    { title: 'Tiến độ cung cấp', key: 'supply', width: 150, render: (_v, r) => progressText(r.latestSupply) },
    { title: 'Tiến độ thanh toán', key: 'payment', width: 150, render: (_v, r) => progressText(r.latestPayment) },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      width: 130,
      render: (_v, r) => <ContractStatusTag status={r.status} name={r.statusName} />,
    },
    {
      title: 'Thao tác',
      key: 'actions',
      fixed: 'right',
      width: 190,
      render: (_v, r) => (
        <Space size="small">
          <Button size="small" onClick={() => setOpenId(r.id)} aria-label={`${CONTRACTS_TEXT.view} ${r.code}`}>
            {CONTRACTS_TEXT.view}
          </Button>
          <Tooltip title={r.fileCount === 0 ? CONTRACTS_TEXT.noFiles : undefined}>
            <Button
              size="small"
              disabled={r.fileCount === 0}
              aria-label={`${CONTRACTS_TEXT.download} ${r.code}`}
              loading={downloadAll.isPending && downloadAll.variables?.id === r.id}
              onClick={() => downloadAll.mutate({ id: r.id, code: r.code })}
            >
              {CONTRACTS_TEXT.download}
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <div className="page contracts-page">
      <PageTitle>{CONTRACTS_TEXT.title}</PageTitle>
      <Space wrap className="filter-bar" style={{ marginBottom: 16 }}>
        <Input.Search
          style={{ width: 300 }}
          allowClear
          placeholder={CONTRACTS_TEXT.search}
          aria-label={CONTRACTS_TEXT.search}
          maxLength={maxLengthOf(rules.search)}
          showCount
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <Select
          allowClear
          style={{ width: 220 }}
          placeholder={CONTRACTS_TEXT.category}
          aria-label={CONTRACTS_TEXT.category}
          loading={options.isPending}
          options={(options.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={filters.categoryId}
          onChange={(value?: string) => setFilter({ categoryId: value || undefined })}
        />
        <DatePicker
          placeholder={CONTRACTS_TEXT.dateSigned}
          aria-label={CONTRACTS_TEXT.dateSigned}
          format="DD/MM/YYYY"
          value={filters.dateSigned ? dayjs(filters.dateSigned) : null}
          onChange={(value: Dayjs | null) => setFilter({ dateSigned: value ? value.format(DAY) : undefined })}
        />
      </Space>
      <PagedTable<ContractRow> query={list} columns={columns} paging={paging} />
      <ContractDetailModal type={type} contractId={openId} onClose={() => setOpenId(undefined)} />
    </div>
  );
}
