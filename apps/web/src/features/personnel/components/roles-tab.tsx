import { LIMITS, type PartnerType, type PersonnelRole, personnelRoleEndpoints } from '@portal/contract';
import { Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { FilterSelect } from '@/components/filter-select';
import { PagedTable } from '@/components/paged-table';
import { SearchBox } from '@/components/search-box';
import { useListFilters } from '@/lib/use-list-filters';
import { type RoleFilters, useRoles } from '../api/get-roles';
import { useDeleteRole } from '../api/role-mutations';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { ROLE_ACTIVE_LABELS, RoleActiveTag } from './personnel-labels';
import { RoleDialog } from './role-dialog';

export const ROLES_TEXT = {
  add: 'Thêm vai trò',
  search: 'Tìm theo tên vai trò',
  status: 'Trạng thái',
  edit: 'Sửa',
  delete: 'Xóa',
  deleteTitle: 'Xóa vai trò',
  confirmDelete: (name: string) => `Xóa vai trò ${name}? Vai trò đang được gán cho nhân sự thì không xóa được.`,
} as const;

const PAGE_SIZE = 10;
type Dialog = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; role: PersonnelRole } | { kind: 'delete'; role: PersonnelRole };

/** The 'Vai trò' tab: search, active filter, pages; create, edit, delete (not while in use). */
export function RolesTab({ type }: { type: PartnerType }) {
  const { filters, setFilter, searchText, setSearchText, paging } = useListFilters<RoleFilters>(
    { page: 1, limit: PAGE_SIZE },
    { query: personnelRoleEndpoints.list.query, searchDelay: LIMITS.filterDebounceMs },
  );
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const list = useRoles(type, filters);
  const remove = useDeleteRole(type);

  const columns: TableColumnsType<PersonnelRole> = [
    { title: 'STT', key: 'index', width: 70, render: (_v, _r, i) => (filters.page - 1) * filters.limit + i + 1 },
    { title: 'Tên vai trò', dataIndex: 'name', width: 220 },
    { title: 'Mô tả', dataIndex: 'description', width: 280, render: (v: string) => v || '—' },
    { title: 'Số quyền', key: 'permissions', align: 'right', render: (_v, r) => r.permissions.length },
    { title: 'Số nhân sự', dataIndex: 'staffCount', align: 'right' },
    { title: ROLES_TEXT.status, dataIndex: 'active', render: (v: boolean) => <RoleActiveTag active={v} /> },
    {
      title: 'Thao tác',
      key: 'actions',
      fixed: 'right',
      width: 140,
      render: (_v, r) => (
        <Space size="small">
          <Button size="small" aria-label={`${ROLES_TEXT.edit} ${r.name}`} onClick={() => setDialog({ kind: 'edit', role: r })}>
            {ROLES_TEXT.edit}
          </Button>
          <Button size="small" danger aria-label={`${ROLES_TEXT.delete} ${r.name}`} onClick={() => setDialog({ kind: 'delete', role: r })}>
            {ROLES_TEXT.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space wrap className="filter-bar" style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <SearchBox width={280} label={ROLES_TEXT.search} value={searchText} onChange={setSearchText} />
          <FilterSelect<'true' | 'false'>
            label={ROLES_TEXT.status}
            options={[
              { value: 'true', label: ROLE_ACTIVE_LABELS.active },
              { value: 'false', label: ROLE_ACTIVE_LABELS.inactive },
            ]}
            value={filters.active === undefined ? undefined : filters.active ? 'true' : 'false'}
            onChange={(value) => setFilter({ active: value === undefined ? undefined : value === 'true' })}
          />
        </Space>
        <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
          {ROLES_TEXT.add}
        </Button>
      </Space>
      <PagedTable<PersonnelRole> query={list} columns={columns} paging={paging} />
      {dialog.kind === 'create' || dialog.kind === 'edit' ? (
        <RoleDialog type={type} role={dialog.kind === 'edit' ? dialog.role : undefined} onClose={() => setDialog({ kind: 'closed' })} />
      ) : null}
      {dialog.kind === 'delete' ? (
        <ConfirmActionDialog
          title={ROLES_TEXT.deleteTitle}
          okText={ROLES_TEXT.delete}
          danger
          pending={remove.isPending}
          onConfirm={() => remove.mutate(dialog.role.id, { onSuccess: () => setDialog({ kind: 'closed' }) })}
          onClose={() => setDialog({ kind: 'closed' })}
        >
          {ROLES_TEXT.confirmDelete(dialog.role.name)}
        </ConfirmActionDialog>
      ) : null}
    </>
  );
}
