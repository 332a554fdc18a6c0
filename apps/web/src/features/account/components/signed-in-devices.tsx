import { type AccountSession, formatDateTime, LIMITS, type PartnerType } from '@portal/contract';
import { Button, Popconfirm, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { type SessionsPage, useSessions } from '../api/get-sessions';
import './signed-in-devices.css';
import { ResponsiveTable } from '@/components/responsive-table';

export const DEVICES_TEXT = {
  title: 'Thiết bị đăng nhập',
  device: 'Thiết bị',
  ip: 'Địa chỉ IP',
  createdAt: 'Đăng nhập lúc',
  lastSeenAt: 'Hoạt động gần nhất',
  actions: 'Thao tác',
  current: 'Thiết bị này',
  logout: 'Đăng xuất',
  logoutAll: 'Đăng xuất khỏi tất cả thiết bị khác',
  confirmLogout: (device: string) => `Đăng xuất ${device}? Thiết bị đó sẽ phải đăng nhập lại.`,
  confirmLogoutHere: 'Đăng xuất khỏi thiết bị này?',
  confirmLogoutAll: 'Đăng xuất khỏi tất cả thiết bị khác? Các thiết bị đó sẽ phải đăng nhập lại.',
  cancel: 'Hủy',
  errorTitle: 'Không tải được danh sách thiết bị',
} as const;

const PAGE_SIZE = 10;

type Props = {
  type: PartnerType;
  /** Logs out here, as the user menu's "Đăng xuất" does (ending the current session from the list). */
  onLogoutHere: () => void;
};

/**
 * /tai-khoan's signed-in devices (SPEC-NOTES 7): each signed-in session with its browser, address
 * and times; "Đăng xuất" ends one (this device's ends the session here, like the menu's logout),
 * "Đăng xuất khỏi tất cả thiết bị khác" ends every other one at once.
 */
export function SignedInDevices({ type, onLogoutHere }: Props) {
  const [page, setPage] = useState<SessionsPage>({ page: 1, limit: PAGE_SIZE });
  const sessions = useSessions(type, page);
  const endOne = useEndSession(type);
  const endOthers = useEndOtherSessions(type);
  // A failed call has already shown the client's "Lỗi" notice; the list is read again either way.
  const ignore = () => undefined;

  const columns: TableColumnsType<AccountSession> = [
    {
      title: DEVICES_TEXT.device,
      key: 'device',
      width: 280,
      render: (_v, s) => (
        <>
          {s.device}
          {s.current ? (
            <Tag color="green" className="signed-in-devices__current">
              {DEVICES_TEXT.current}
            </Tag>
          ) : null}
        </>
      ),
    },
    { title: DEVICES_TEXT.ip, dataIndex: 'ip', width: 160, render: (ip: string | null) => ip || '—' },
    { title: DEVICES_TEXT.createdAt, dataIndex: 'createdAt', width: LIMITS.tableColumnWidth, render: (v: string) => formatDateTime(v) },
    { title: DEVICES_TEXT.lastSeenAt, dataIndex: 'lastSeenAt', width: LIMITS.tableColumnWidth, render: (v: string) => formatDateTime(v) },
    {
      title: DEVICES_TEXT.actions,
      key: 'actions',
      fixed: 'right',
      width: 110,
      render: (_v, s) =>
        s.current ? (
          <Popconfirm
            title={DEVICES_TEXT.confirmLogoutHere}
            okText={DEVICES_TEXT.logout}
            cancelText={DEVICES_TEXT.cancel}
            onConfirm={onLogoutHere}
          >
            <Button size="small" aria-label={`${DEVICES_TEXT.logout} ${DEVICES_TEXT.current.toLowerCase()}`}>
              {DEVICES_TEXT.logout}
            </Button>
          </Popconfirm>
        ) : (
          <Popconfirm
            title={DEVICES_TEXT.confirmLogout(s.device)}
            okText={DEVICES_TEXT.logout}
            cancelText={DEVICES_TEXT.cancel}
            onConfirm={() => endOne.mutateAsync(s.id).then(ignore, ignore)}
          >
            <Button size="small" danger aria-label={`${DEVICES_TEXT.logout} ${s.device}`}>
              {DEVICES_TEXT.logout}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  const others = Math.max(0, (sessions.data?.pagination.count ?? 0) - 1);
  return (
    <section className="signed-in-devices" aria-labelledby="signed-in-devices-title">
      <div className="signed-in-devices__head">
        <h2 className="section-title" id="signed-in-devices-title">
          {DEVICES_TEXT.title}
        </h2>
        <Popconfirm
          title={DEVICES_TEXT.confirmLogoutAll}
          okText={DEVICES_TEXT.logout}
          cancelText={DEVICES_TEXT.cancel}
          onConfirm={() => endOthers.mutateAsync(undefined).then(() => setPage((p) => ({ ...p, page: 1 })), ignore)}
          disabled={others === 0}
        >
          <Button danger disabled={others === 0} loading={endOthers.isPending}>
            {DEVICES_TEXT.logoutAll}
          </Button>
        </Popconfirm>
      </div>
      <QueryState query={sessions} errorTitle={DEVICES_TEXT.errorTitle}>
        {(data) => (
          <ResponsiveTable<AccountSession>
            rowKey="id"
            columns={columns}
            dataSource={data.items}
            loading={sessions.isFetching}
            scroll={{ x: 'max-content', y: LIMITS.tableScrollY }}
            pagination={{
              current: page.page,
              pageSize: page.limit,
              total: data.pagination.count,
              hideOnSinglePage: true,
              onChange: (next) => setPage((p) => ({ ...p, page: next })),
            }}
          />
        )}
      </QueryState>
    </section>
  );
}
