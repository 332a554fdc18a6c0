import {
  COMPANY_CONTRACT_STATUS_LABELS,
  COMPANY_LIMITS,
  companyEndpoints,
  CONTRACT_GROUP_SORTING_LABELS,
  CONTRACT_GROUP_SORTINGS,
  type CompanyContractRow,
  type CompanyContractStatus,
} from '@portal/contract';
import { Descriptions, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PagedTable } from '@/components/paged-table';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { SearchBox } from '@/components/search-box';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListFilters } from '@/lib/use-list-filters';
import { useContractGroup } from '../api/get-contract-group';
import { type GroupContractFilters, type GroupContractSorting, useGroupContracts } from '../api/get-group-contracts';
import { CompanyStatusTag } from './company-status-tag';
import { contractNavState } from './contract-nav';
import { ExamProgressBar } from '@/components/exam-progress-bar';
import { SETS_TEXT } from './contract-sets-page';
import './companies.css';
import { openRow } from './open-row';

export const SET_DETAIL_TEXT = { sorting: 'Sắp xếp', search: 'Tìm theo số hợp đồng' } as const;

/** /bo-hop-dong/{id} (spec 3 §2): the set's counts and its contracts, sortable by headcount; a row opens /bo-hop-dong/hop-dong/{code}. */
export function ContractSetDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const group = useContractGroup(id);
  useDocumentTitle(group.data?.name ?? SETS_TEXT.title);
  const { filters, setFilter, searchText, setSearchText, paging } = useListFilters<GroupContractFilters>(
    { page: 1, limit: COMPANY_LIMITS.defaultPageSize },
    { query: companyEndpoints.groupContracts.query, searchDelay: COMPANY_LIMITS.searchDebounceMs },
  );
  const list = useGroupContracts(id, filters);
  const open = (r: CompanyContractRow) => navigate(paths.contractSetContract.getHref(r.code), { state: contractNavState(r.id) });

  const columns: TableColumnsType<CompanyContractRow> = [
    { title: 'Đơn vị', key: 'company', width: 200, render: (_v, r) => r.company.name },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      width: 150,
      render: (s: CompanyContractStatus, r) => <CompanyStatusTag status={s} label={r.statusName || COMPANY_CONTRACT_STATUS_LABELS[s]} />,
    },
    { title: 'Số hợp đồng', dataIndex: 'code', width: 150 },
    { title: 'Số nhân viên', dataIndex: 'numberEmployees', width: 120, align: 'right' },
    {
      title: 'Tiến độ',
      dataIndex: 'progress',
      width: 280,
      render: (p: CompanyContractRow['progress']) => <ExamProgressBar progress={p} compact />,
    },
  ];

  return (
    <div className="page contract-set-detail-page">
      <PageTitle>{group.data?.name ?? SETS_TEXT.title}</PageTitle>
      <p>
        <Link to={paths.contractSets.getHref()}>← {SETS_TEXT.title}</Link>
      </p>
      <QueryState query={group}>
        {(g) => (
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 3 }}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'name', label: 'Tên bộ hợp đồng', children: g.name },
              { key: 'completed', label: 'Hợp đồng hoàn thành', children: g.completedContracts },
              { key: 'inProgress', label: 'Hợp đồng đang thực hiện', children: g.inProgressContracts },
              { key: 'progress', label: 'Tiến độ', children: <ExamProgressBar progress={g.progress} />, span: 'filled' },
            ]}
          />
        )}
      </QueryState>
      <div className="companies-toolbar filter-bar">
        <SearchBox width={260} label={SET_DETAIL_TEXT.search} value={searchText} onChange={setSearchText} />
        <FilterSelect<GroupContractSorting>
          width={220}
          label={SET_DETAIL_TEXT.sorting}
          options={CONTRACT_GROUP_SORTINGS.map((s) => ({ value: s, label: CONTRACT_GROUP_SORTING_LABELS[s] }))}
          value={filters.sorting}
          onChange={(sorting) => setFilter({ sorting })}
        />
      </div>
      <PagedTable<CompanyContractRow>
        query={list}
        columns={columns}
        paging={paging}
        pageSizes={COMPANY_LIMITS.pageSizes}
        onRow={(r) => openRow(`Mở hợp đồng ${r.code}`, () => open(r))}
      />
    </div>
  );
}
