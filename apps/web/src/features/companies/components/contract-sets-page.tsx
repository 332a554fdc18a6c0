import {
  COMPANY_LIMITS,
  companyEndpoints,
  CONTRACT_GROUP_STATUS_LABELS,
  CONTRACT_GROUP_STATUSES,
  type ContractGroupRow,
  type ContractGroupStatus,
  formatDate,
} from '@portal/contract';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PagedTable } from '@/components/paged-table';
import { PageTitle } from '@/components/page-title';
import { SearchBox } from '@/components/search-box';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListFilters } from '@/lib/use-list-filters';
import { type ContractGroupFilters, useContractGroups } from '../api/get-contract-groups';
import { CompanyStatusTag } from './company-status-tag';
import { CreateSetDialog, CREATE_SET_TEXT } from './create-set-dialog';
import { ExamProgressBar } from '@/components/exam-progress-bar';
import './companies.css';
import { openRow } from './open-row';

export const SETS_TEXT = { title: 'Bộ hợp đồng', search: 'Tìm theo tên bộ hợp đồng', status: 'Trạng thái' } as const;

/** /bo-hop-dong: the contract sets with their progress; 'Tạo bộ hợp đồng' for who holds 'contract.group'. */
export function ContractSetsPage() {
  useDocumentTitle(SETS_TEXT.title);
  const navigate = useNavigate();
  const canGroup = useCan('contract.group');
  const [creating, setCreating] = useState(false);
  const { filters, setFilter, searchText, setSearchText, paging } = useListFilters<ContractGroupFilters>(
    { page: 1, limit: COMPANY_LIMITS.defaultPageSize },
    { query: companyEndpoints.groups.query, searchDelay: COMPANY_LIMITS.searchDebounceMs },
  );
  const list = useContractGroups(filters);
  const open = (r: ContractGroupRow) => navigate(paths.contractSetDetail.getHref(r.id));

  const columns: TableColumnsType<ContractGroupRow> = [
    { title: 'Tên bộ hợp đồng', dataIndex: 'name', width: 220 },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      width: 140,
      render: (s: ContractGroupStatus, r) => <CompanyStatusTag status={s} label={r.statusName || CONTRACT_GROUP_STATUS_LABELS[s]} />,
    },
    { title: 'Số hợp đồng', dataIndex: 'contractCount', width: 110, align: 'right' },
    { title: 'Hoàn thành', dataIndex: 'completedContracts', width: 110, align: 'right' },
    { title: 'Đang thực hiện', dataIndex: 'inProgressContracts', width: 130, align: 'right' },
    { title: 'Số nhân viên', dataIndex: 'numberEmployees', width: 120, align: 'right' },
    {
      title: 'Tiến độ',
      dataIndex: 'progress',
      width: 260,
      render: (p: ContractGroupRow['progress']) => <ExamProgressBar progress={p} compact />,
    },
    { title: 'Ngày tạo', dataIndex: 'createdAt', width: 120, render: (v: string) => formatDate(v) },
  ];

  return (
    <div className="page contract-sets-page">
      <PageTitle
        extra={
          canGroup ? (
            <Button type="primary" onClick={() => setCreating(true)}>
              {CREATE_SET_TEXT.title}
            </Button>
          ) : null
        }
      >
        {SETS_TEXT.title}
      </PageTitle>
      <div className="companies-toolbar filter-bar">
        <SearchBox width={280} label={SETS_TEXT.search} value={searchText} onChange={setSearchText} />
        <FilterSelect<ContractGroupStatus>
          label={SETS_TEXT.status}
          options={CONTRACT_GROUP_STATUSES.map((s) => ({ value: s, label: CONTRACT_GROUP_STATUS_LABELS[s] }))}
          value={filters.status as ContractGroupStatus | undefined}
          onChange={(status) => setFilter({ status })}
        />
      </div>
      <PagedTable<ContractGroupRow>
        query={list}
        columns={columns}
        paging={paging}
        pageSizes={COMPANY_LIMITS.pageSizes}
        onRow={(r) => openRow(`Mở bộ hợp đồng ${r.name}`, () => open(r))}
      />
      {canGroup ? <CreateSetDialog open={creating} onClose={() => setCreating(false)} onCreated={(set) => open(set)} /> : null}
    </div>
  );
}
