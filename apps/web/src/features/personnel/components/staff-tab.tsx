import {
  LIMITS,
  type PartnerType,
  PERSONNEL_STATUS_LABELS,
  PERSONNEL_STATUSES,
  type Personnel,
  type PersonnelStatus,
  personnelEndpoints,
} from '@portal/contract';
import { Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { FilterSelect } from '@/components/filter-select';
import { PagedTable } from '@/components/paged-table';
import { SearchBox } from '@/components/search-box';
import { useListFilters } from '@/lib/use-list-filters';
import { type StaffFilters, useStaff } from '../api/get-staff';
import { useDeleteStaff, useSendPasswordLink, useSetStaffLocked } from '../api/staff-mutations';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { RoleActiveTag, StaffStatusTag } from './personnel-labels';
import { StaffDialog } from './staff-dialog';
import { StaffViewDialog } from './staff-view-dialog';

export const STAFF_TEXT = {
  add: 'Thêm nhân sự',
  search: 'Tìm theo tên, tên đăng nhập, email, số điện thoại',
  status: 'Trạng thái',
  view: 'Xem',
  edit: 'Sửa',
  lock: 'Khóa',
  unlock: 'Mở khóa',
  resend: 'Gửi lại email',
  delete: 'Xóa',
  lockTitle: 'Khóa tài khoản nhân sự',
  unlockTitle: 'Mở khóa tài khoản nhân sự',
  resendTitle: 'Gửi lại email đặt mật khẩu',
  deleteTitle: 'Xóa nhân sự',
  confirmLock: (name: string) => `Khóa tài khoản ${name}? Nhân sự bị đăng xuất ngay và không đăng nhập được cho tới khi mở khóa.`,
  confirmUnlock: (name: string) => `Mở khóa tài khoản ${name}?`,
  confirmResend: (name: string, email: string) => `Gửi lại liên kết đặt mật khẩu cho ${name} tới ${email}? Liên kết cũ sẽ hết hiệu lực.`,
  confirmDelete: (name: string) => `Xóa nhân sự ${name}?`,
} as const;

const PAGE_SIZE = 10;
type Action = 'view' | 'edit' | 'lock' | 'unlock' | 'resend' | 'delete';
type Dialog = { kind: 'closed' } | { kind: 'create' } | { kind: Action; staff: Personnel };

/** The 'Nhân sự' tab: search (debounced), status filter, pages; create, view, edit, lock/unlock, a new link, delete. */
export function StaffTab({ type }: { type: PartnerType }) {
  const { filters, setFilter, searchText, setSearchText, paging } = useListFilters<StaffFilters>(
    { page: 1, limit: PAGE_SIZE },
    { query: personnelEndpoints.list.query, searchDelay: LIMITS.filterDebounceMs },
  );
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const list = useStaff(type, filters);
  const close = () => setDialog({ kind: 'closed' });
  const remove = useDeleteStaff(type);
  const lock = useSetStaffLocked(type);
  const resend = useSendPasswordLink(type);
  const nameOf = (s: Personnel) => s.fullName || s.username;

  const columns: TableColumnsType<Personnel> = [
    { title: 'STT', key: 'index', width: 56, render: (_v, _r, i) => (filters.page - 1) * filters.limit + i + 1 },
    { title: 'Họ và tên', dataIndex: 'fullName', width: 150 },
    { title: 'Tên đăng nhập', dataIndex: 'username', width: 130 },
    { title: 'Email', dataIndex: 'email', width: 190, ellipsis: { showTitle: true } },
    { title: 'Số điện thoại', dataIndex: 'phone', width: 118 },
    {
      title: 'Vai trò',
      key: 'role',
      width: 150,
      render: (_v, s) =>
        s.role ? (
          <>
            {s.role.name} {s.role.active ? null : <RoleActiveTag active={false} />}
          </>
        ) : (
          '—'
        ),
    },
    { title: STAFF_TEXT.status, dataIndex: 'status', width: 130, render: (v: PersonnelStatus) => <StaffStatusTag status={v} /> },
    {
      title: 'Thao tác',
      key: 'actions',
      fixed: 'right',
      // Two rows of buttons rather than a wider column: the columns beside it stay in view at 1366 px.
      width: 230,
      render: (_v, s) => (
        <Space size="small" wrap>
          <Button size="small" aria-label={`${STAFF_TEXT.view} ${s.username}`} onClick={() => setDialog({ kind: 'view', staff: s })}>
            {STAFF_TEXT.view}
          </Button>
          <Button size="small" aria-label={`${STAFF_TEXT.edit} ${s.username}`} onClick={() => setDialog({ kind: 'edit', staff: s })}>
            {STAFF_TEXT.edit}
          </Button>
          {s.status === 'locked' ? (
            <Button size="small" aria-label={`${STAFF_TEXT.unlock} ${s.username}`} onClick={() => setDialog({ kind: 'unlock', staff: s })}>
              {STAFF_TEXT.unlock}
            </Button>
          ) : (
            <Button size="small" aria-label={`${STAFF_TEXT.lock} ${s.username}`} onClick={() => setDialog({ kind: 'lock', staff: s })}>
              {STAFF_TEXT.lock}
            </Button>
          )}
          {s.status === 'pending' ? (
            <Button size="small" aria-label={`${STAFF_TEXT.resend} ${s.username}`} onClick={() => setDialog({ kind: 'resend', staff: s })}>
              {STAFF_TEXT.resend}
            </Button>
          ) : null}
          <Button
            size="small"
            danger
            aria-label={`${STAFF_TEXT.delete} ${s.username}`}
            onClick={() => setDialog({ kind: 'delete', staff: s })}
          >
            {STAFF_TEXT.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space wrap className="filter-bar" style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <SearchBox width={340} label={STAFF_TEXT.search} value={searchText} onChange={setSearchText} />
          <FilterSelect<PersonnelStatus>
            label={STAFF_TEXT.status}
            options={PERSONNEL_STATUSES.map((status) => ({ value: status, label: PERSONNEL_STATUS_LABELS[status] }))}
            value={filters.status}
            onChange={(status) => setFilter({ status })}
          />
        </Space>
        <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
          {STAFF_TEXT.add}
        </Button>
      </Space>
      <PagedTable<Personnel> query={list} columns={columns} paging={paging} />
      {dialog.kind === 'create' || dialog.kind === 'edit' ? (
        <StaffDialog type={type} staff={dialog.kind === 'edit' ? dialog.staff : undefined} onClose={close} />
      ) : null}
      {dialog.kind === 'view' ? <StaffViewDialog staff={dialog.staff} onClose={close} /> : null}
      {dialog.kind === 'lock' || dialog.kind === 'unlock' ? (
        <ConfirmActionDialog
          title={dialog.kind === 'lock' ? STAFF_TEXT.lockTitle : STAFF_TEXT.unlockTitle}
          okText={dialog.kind === 'lock' ? STAFF_TEXT.lock : STAFF_TEXT.unlock}
          danger={dialog.kind === 'lock'}
          pending={lock.isPending}
          onConfirm={() => lock.mutate({ id: dialog.staff.id, locked: dialog.kind === 'lock' }, { onSuccess: close })}
          onClose={close}
        >
          {dialog.kind === 'lock' ? STAFF_TEXT.confirmLock(nameOf(dialog.staff)) : STAFF_TEXT.confirmUnlock(nameOf(dialog.staff))}
        </ConfirmActionDialog>
      ) : null}
      {dialog.kind === 'resend' ? (
        <ConfirmActionDialog
          title={STAFF_TEXT.resendTitle}
          okText={STAFF_TEXT.resend}
          pending={resend.isPending}
          onConfirm={() => resend.mutate(dialog.staff.id, { onSuccess: close })}
          onClose={close}
        >
          {STAFF_TEXT.confirmResend(nameOf(dialog.staff), dialog.staff.email)}
        </ConfirmActionDialog>
      ) : null}
      {dialog.kind === 'delete' ? (
        <ConfirmActionDialog
          title={STAFF_TEXT.deleteTitle}
          okText={STAFF_TEXT.delete}
          danger
          pending={remove.isPending}
          onConfirm={() => remove.mutate(dialog.staff.id, { onSuccess: close })}
          onClose={close}
        >
          {STAFF_TEXT.confirmDelete(nameOf(dialog.staff))}
        </ConfirmActionDialog>
      ) : null}
    </>
  );
}
