import { OPERATOR_ROLE_LABELS, type OperatorRow } from '@portal/contract';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { ACCOUNT_STATUS_LABELS } from '../../../lib/labels';
import { useOperators, useUpdateOperator } from '../api/operators';
import { OperatorDialog } from './operator-dialog';
import { ResponsiveTable } from '@/components/responsive-table';

/** The administrators' desk: operator accounts, their roles, lock and unlock. */
export function OperatorListPage({ selfId }: { selfId: string }) {
  const operators = useOperators();
  const update = useUpdateOperator();
  const [editing, setEditing] = useState<OperatorRow | 'new'>();
  const [locking, setLocking] = useState<OperatorRow>();

  const toggleLock = (row: OperatorRow) =>
    update.mutateAsync({
      id: row.id,
      body: {
        displayName: row.displayName,
        email: row.email,
        phone: row.phone,
        role: row.role,
        status: row.status === 'locked' ? 'active' : 'locked',
      },
    });

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>Tài khoản quản trị</Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          Thêm tài khoản
        </Button>
      </Flex>
      <QueryState query={operators}>
        {(rows) => (
          <ResponsiveTable<OperatorRow>
            rowKey="id"
            dataSource={rows}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              { key: 'username', dataIndex: 'username', title: 'Tên đăng nhập', sorter: (a, b) => a.username.localeCompare(b.username) },
              { key: 'displayName', dataIndex: 'displayName', title: 'Họ và tên' },
              { key: 'role', title: 'Vai trò', render: (_, r) => OPERATOR_ROLE_LABELS[r.role] },
              { key: 'email', dataIndex: 'email', title: 'Email' },
              {
                key: 'status',
                title: 'Trạng thái',
                render: (_, r) => <Tag color={ACCOUNT_STATUS_LABELS[r.status].color}>{ACCOUNT_STATUS_LABELS[r.status].text}</Tag>,
              },
              { key: 'last', title: 'Đăng nhập gần nhất', render: (_, r) => formatDateTime(r.lastLoginAt) },
              {
                key: 'actions',
                title: 'Thao tác',
                render: (_, r) => (
                  <Space>
                    <Button size="small" onClick={() => setEditing(r)}>
                      Sửa
                    </Button>
                    {r.id !== selfId && (
                      <Button size="small" danger={r.status !== 'locked'} onClick={() => setLocking(r)}>
                        {r.status === 'locked' ? 'Mở khóa' : 'Khóa'}
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      {editing && <OperatorDialog operator={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />}
      {locking && (
        <ConfirmDialog
          open
          title={locking.status === 'locked' ? 'Mở khóa tài khoản' : 'Khóa tài khoản'}
          description={
            locking.status === 'locked'
              ? `Mở khóa ${locking.username}? Tài khoản đăng nhập lại được.`
              : `Khóa ${locking.username}? Tài khoản bị đăng xuất và không đăng nhập được.`
          }
          danger={locking.status !== 'locked'}
          onConfirm={() => toggleLock(locking)}
          onClose={() => setLocking(undefined)}
        />
      )}
    </>
  );
}
