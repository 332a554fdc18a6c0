import { companySizeName, formatVnd, type PartnerDetail, SUPPLIER_MSG, type SupplierProfile } from '@portal/contract';
import { Alert, Button, Card, Descriptions, Flex, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ItemList } from '@/components/item-list';
import { QueryState } from '@/components/query-state';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FileButton } from '../../../components/file-viewer';
import { consolePaths } from '../../../config/paths';
import { formatDateTime, formatSize } from '../../../lib/format';
import { ACCOUNT_STATUS_LABELS, PARTNER_TYPE_LABELS, RENAME_STATUS_LABELS } from '../../../lib/labels';
import { getPartnerFile } from '../api/get-partner-file';
import { usePartner } from '../api/get-partner';
import { type PartnerAction, usePartnerAction } from '../api/partner-actions';

export type PartnerPermissions = { canApprove: boolean; canManage: boolean; canSeeAudit: boolean };

type Decision = { action: PartnerAction; title: string; description: string; okText: string; danger?: boolean; withReason?: boolean };

function decisionsFor(partner: PartnerDetail, can: PartnerPermissions): Decision[] {
  const name = `${partner.code} — ${partner.name}`;
  const list: Decision[] = [];
  if (can.canApprove && partner.status === 'pending') {
    list.push({
      action: 'approve',
      title: 'Duyệt đăng ký',
      okText: 'Duyệt',
      description: `Duyệt đăng ký của ${name}? Đối tác sẽ đăng nhập được và nhận email thông báo.`,
    });
    list.push({
      action: 'reject',
      title: 'Từ chối đăng ký',
      okText: 'Từ chối',
      danger: true,
      withReason: true,
      description: `Từ chối đăng ký của ${name}. Lý do sẽ được gửi cho đối tác qua email.`,
    });
  }
  if (can.canManage && partner.status === 'active') {
    list.push({
      action: 'lock',
      title: 'Khóa đối tác',
      okText: 'Khóa',
      danger: true,
      description: `Khóa ${name}? Mọi tài khoản của đối tác bị đăng xuất và không đăng nhập được.`,
    });
  }
  if (can.canManage && partner.status === 'locked') {
    list.push({
      action: 'unlock',
      title: 'Mở khóa đối tác',
      okText: 'Mở khóa',
      description: `Mở khóa ${name}? Các tài khoản đăng nhập lại được.`,
    });
  }
  if (can.canManage && partner.status === 'active') {
    list.push({
      action: 'passwordReset',
      title: 'Gửi email đặt lại mật khẩu',
      okText: 'Gửi',
      description: `Gửi liên kết đặt lại mật khẩu tới email của tài khoản chính của ${name}?`,
    });
  }
  return list;
}

/** A partner's page: who they are, their accounts, sub-units, licence files, rename history, and the decisions the operator may take. */
export function PartnerDetailPage({ id, can }: { id: string; can: PartnerPermissions }) {
  const partner = usePartner(id);
  const act = usePartnerAction();
  const [decision, setDecision] = useState<Decision>();

  return (
    <QueryState query={partner}>
      {(data) => (
        <Flex vertical gap={16}>
          <Flex wrap gap={12} align="center" justify="space-between">
            <Space wrap align="center">
              <Typography.Title level={3} style={{ margin: 0 }}>
                {data.name}
              </Typography.Title>
              <Tag color={ACCOUNT_STATUS_LABELS[data.status].color}>{ACCOUNT_STATUS_LABELS[data.status].text}</Tag>
            </Space>
            <Space wrap>
              {decisionsFor(data, can).map((d) => (
                <Button
                  key={d.action}
                  danger={d.danger}
                  type={d.action === 'approve' ? 'primary' : 'default'}
                  onClick={() => setDecision(d)}
                >
                  {d.title}
                </Button>
              ))}
              {can.canSeeAudit && (
                <Link to={consolePaths.audit.getHref({ objectType: 'partner', search: data.code })}>Nhật ký thao tác</Link>
              )}
            </Space>
          </Flex>
          {data.status === 'rejected' && data.statusReason && (
            <Alert type="warning" showIcon title={`Lý do từ chối: ${data.statusReason}`} />
          )}
          <Card title="Thông tin đối tác" size="small">
            <Descriptions
              column={{ xs: 1, md: 2 }}
              size="small"
              items={[
                { key: 'code', label: 'Mã', children: data.code },
                { key: 'type', label: 'Loại', children: PARTNER_TYPE_LABELS[data.type] },
                { key: 'taxCode', label: 'Mã số thuế', children: data.taxCode },
                { key: 'owner', label: 'Chủ sở hữu', children: data.ownerName },
                { key: 'rep', label: 'Người đại diện', children: data.representative ?? '—' },
                { key: 'email', label: 'Email', children: data.email },
                { key: 'phone', label: 'Điện thoại', children: data.phone },
                { key: 'address', label: 'Địa chỉ', children: [data.address, data.province].filter(Boolean).join(', ') || '—' },
                { key: 'introducer', label: 'Người giới thiệu', children: data.introducerName ?? '—' },
                { key: 'parent', label: 'Đơn vị cha', children: data.parentName ?? '—' },
                { key: 'created', label: 'Ngày đăng ký', children: formatDateTime(data.createdAt) },
              ]}
            />
          </Card>
          {data.supplier ? <SupplierCard supplier={data.supplier} /> : null}
          <Card title="Giấy phép đăng ký kinh doanh" size="small">
            <ItemList
              items={data.files}
              rowKey={(file) => file.id}
              empty="Chưa có tệp"
              renderItem={(file) => <FileButton file={file} load={(fileId) => getPartnerFile(data.id, fileId)} />}
              renderActions={(file) => (
                <Typography.Text type="secondary">{`${formatSize(file.size)} · ${formatDateTime(file.createdAt)}`}</Typography.Text>
              )}
            />
          </Card>
          <Card title="Tài khoản" size="small">
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={data.accounts}
              columns={[
                { key: 'username', dataIndex: 'username', title: 'Tên đăng nhập' },
                { key: 'kind', title: 'Loại', render: (_, a) => (a.isSubUser ? 'Tài khoản phụ' : 'Tài khoản chính') },
                { key: 'email', dataIndex: 'email', title: 'Email' },
                { key: 'phone', dataIndex: 'phone', title: 'Điện thoại' },
                {
                  key: 'status',
                  title: 'Trạng thái',
                  render: (_, a) => <Tag color={ACCOUNT_STATUS_LABELS[a.status].color}>{ACCOUNT_STATUS_LABELS[a.status].text}</Tag>,
                },
                { key: 'last', title: 'Đăng nhập gần nhất', render: (_, a) => formatDateTime(a.lastLoginAt) },
              ]}
            />
          </Card>
          {data.subUnits.length > 0 && (
            <Card title="Đơn vị con" size="small">
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={data.subUnits}
                columns={[
                  { key: 'code', dataIndex: 'code', title: 'Mã' },
                  { key: 'name', dataIndex: 'name', title: 'Tên' },
                  { key: 'status', title: 'Trạng thái', render: (_, u) => ACCOUNT_STATUS_LABELS[u.status].text },
                ]}
              />
            </Card>
          )}
          <Card title="Lịch sử đổi tên" size="small">
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={data.renameRequests}
              locale={{ emptyText: 'Chưa có yêu cầu đổi tên' }}
              columns={[
                { key: 'created', title: 'Ngày gửi', render: (_, r) => formatDateTime(r.createdAt) },
                { key: 'old', dataIndex: 'oldName', title: 'Tên cũ' },
                { key: 'new', dataIndex: 'newName', title: 'Tên mới' },
                {
                  key: 'status',
                  title: 'Trạng thái',
                  render: (_, r) => <Tag color={RENAME_STATUS_LABELS[r.status].color}>{RENAME_STATUS_LABELS[r.status].text}</Tag>,
                },
                { key: 'decision', title: 'Lý do từ chối', render: (_, r) => r.decisionReason ?? '—' },
              ]}
            />
          </Card>
          {decision && (
            <ConfirmDialog
              open
              title={decision.title}
              description={decision.description}
              okText={decision.okText}
              danger={decision.danger}
              withReason={decision.withReason}
              onConfirm={(reason) => act.mutateAsync({ action: decision.action, id: data.id, reason })}
              onClose={() => setDecision(undefined)}
            />
          )}
        </Flex>
      )}
    </QueryState>
  );
}

/** The supplier profile's facts (spec 3 §3), read-only: what the partner keeps on its 'Hồ sơ nhà cung cấp'. */
function SupplierCard({ supplier }: { supplier: SupplierProfile }) {
  const count = (n: number | null) => (n === null ? '—' : String(n));
  return (
    <Card title="Hồ sơ nhà cung cấp" size="small">
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          { key: 'category', label: 'Danh mục', children: supplier.category?.name ?? '—' },
          { key: 'size', label: 'Quy mô công ty', children: companySizeName(supplier.sizeKey) },
          { key: 'capital', label: 'Vốn điều lệ', children: supplier.charterCapital === null ? '—' : formatVnd(supplier.charterCapital) },
          { key: 'cooperated', label: 'Đã từng hợp tác', children: supplier.isCooperated ? 'Có' : 'Chưa' },
          { key: 'apply', label: 'Số hồ sơ dự thầu đã nộp', children: count(supplier.applyTotal) },
          { key: 'signed', label: 'Số hợp đồng đã ký', children: count(supplier.signedTotal) },
          {
            key: 'login',
            label: 'Đăng nhập gần nhất',
            children: supplier.lastLoginTime ? formatDateTime(supplier.lastLoginTime) : SUPPLIER_MSG.neverLoggedIn,
          },
        ]}
      />
    </Card>
  );
}
