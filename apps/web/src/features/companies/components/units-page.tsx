import { COMPANY_LIMITS, companyEndpoints, type SubUnitRow } from '@portal/contract';
import { Button, Modal, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PagedTable } from '@/components/paged-table';
import { SearchBox } from '@/components/search-box';
import { paths } from '@/config/paths';
import { useCan } from '@/lib/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { listFiltersCodec, useListFilters } from '@/lib/use-list-filters';
import { useDeleteSubUnit } from '../api/delete-sub-unit';
import { type SubUnitFilters, subUnitsQueryOptions, useSubUnits } from '../api/get-sub-units';
import { EDIT_MODE_STATE } from '@/lib/edit-mode';
import './companies.css';
import { openRow } from './open-row';

export const UNITS_TEXT = {
  title: 'Đơn vị',
  search: 'Tìm theo tên, mã hoặc mã số thuế',
  edit: 'Chỉnh sửa',
  delete: 'Xóa',
  confirmTitle: 'Xóa đơn vị',
  confirm: (name: string) => `Bạn có chắc chắn muốn xóa đơn vị "${name}"?`,
} as const;

const FIRST_PAGE: SubUnitFilters = { page: 1, limit: COMPANY_LIMITS.defaultPageSize };

/** What the page reads first (the route's loader: the server draws the page with it): the list as the address filters it. */
export const unitsFirstQueries = (search: URLSearchParams) => [
  subUnitsQueryOptions(listFiltersCodec(companyEndpoints.subUnits.query, FIRST_PAGE).read(search)),
];

/** /don-vi (spec 3 §2): the sub-units, searched and paged; a row opens its profile. */
export function UnitsPage() {
  useDocumentTitle(UNITS_TEXT.title);
  const navigate = useNavigate();
  const { filters, searchText, setSearchText, paging } = useListFilters<SubUnitFilters>(FIRST_PAGE, {
    query: companyEndpoints.subUnits.query,
    searchDelay: COMPANY_LIMITS.searchDebounceMs,
  });
  const list = useSubUnits(filters);
  const canManage = useCan('unit.manage');
  const remove = useDeleteSubUnit();
  const [deleting, setDeleting] = useState<SubUnitRow>();
  const open = (r: SubUnitRow) => navigate(paths.unitDetail.getHref(r.id));

  const columns: TableColumnsType<SubUnitRow> = [
    { title: 'Mã đơn vị', dataIndex: 'code', width: 120 },
    { title: 'Tên đơn vị', dataIndex: 'name', width: 220 },
    { title: 'Mã số thuế', dataIndex: 'taxCode', width: 130 },
    { title: 'Người đại diện', dataIndex: 'representative', width: 160 },
    { title: 'Số điện thoại', dataIndex: 'phoneNumber', width: 130 },
    { title: 'Email', dataIndex: 'email', width: 200 },
    { title: 'Số lượng CBNV', dataIndex: 'totalEmployees', width: 120, align: 'right', render: (v: number | null) => v ?? '—' },
    { title: 'Số hợp đồng', dataIndex: 'contractCount', width: 110, align: 'right' },
    ...(canManage
      ? ([
          {
            title: 'Thao tác',
            key: 'actions',
            width: 180,
            fixed: 'right',
            render: (_v, r) => (
              <Space size="small" onClick={(e) => e.stopPropagation()}>
                <Button
                  size="small"
                  aria-label={`${UNITS_TEXT.edit} ${r.name}`}
                  onClick={() => navigate(paths.unitDetail.getHref(r.id), { state: EDIT_MODE_STATE })}
                >
                  {UNITS_TEXT.edit}
                </Button>
                <Button size="small" danger aria-label={`${UNITS_TEXT.delete} ${r.name}`} onClick={() => setDeleting(r)}>
                  {UNITS_TEXT.delete}
                </Button>
              </Space>
            ),
          },
        ] satisfies TableColumnsType<SubUnitRow>)
      : []),
  ];

  return (
    <div className="page units-page">
      <PageTitle>{UNITS_TEXT.title}</PageTitle>
      <div className="companies-toolbar filter-bar">
        <SearchBox width={320} label={UNITS_TEXT.search} value={searchText} onChange={setSearchText} />
      </div>
      <PagedTable<SubUnitRow>
        query={list}
        columns={columns}
        paging={paging}
        pageSizes={COMPANY_LIMITS.pageSizes}
        onRow={(r) => openRow(`Mở đơn vị ${r.name}`, () => open(r))}
      />
      <Modal
        open={deleting !== undefined}
        title={UNITS_TEXT.confirmTitle}
        okText={UNITS_TEXT.delete}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText="Hủy"
        onCancel={() => setDeleting(undefined)}
        onOk={() => {
          if (!deleting) return;
          // A refusal (422: the unit still has contracts) is told by the global notice; the dialog stays.
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(undefined) });
        }}
      >
        {deleting ? UNITS_TEXT.confirm(deleting.name) : null}
      </Modal>
    </div>
  );
}
