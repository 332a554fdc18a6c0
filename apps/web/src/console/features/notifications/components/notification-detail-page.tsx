import { type DeskDelivery, type DeskNotificationDetail, notificationKindLabel } from '@portal/contract';
import { Alert, Card, Descriptions, Flex, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { DeliveryStatusTag, NotificationAreaTag } from '@/components/notification-tags';
import { QueryState } from '@/components/query-state';
import { consolePaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { PARTNER_TYPE_LABELS } from '../../../lib/labels';
import { useDeskNotification } from '../api/get-notification';
import { CHANNEL_LABELS, DeliveryCounts } from './notification-labels';
import { PartnerDevicesCard } from './partner-devices-card';

type Reader = DeskNotificationDetail['readers'][number];

/**
 * Why a partner may not have seen a notification, in words, from what the desk can read. Pure.
 * (No recipients: no account may see the area; no push delivery: no device registered then; …)
 */
export function deliveryNotes(n: Pick<DeskNotificationDetail, 'recipients' | 'read' | 'deliveryList'>): string[] {
  const notes: string[] = [];
  if (n.recipients === 0)
    notes.push(
      'Không có tài khoản nào của đối tác được nhận thông báo này (tài khoản bị khóa, hoặc vai trò của nhân sự không có quyền xem lĩnh vực này).',
    );
  else if (n.read === 0) notes.push('Thông báo đã vào hộp thư nhưng chưa tài khoản nào mở đọc.');
  const push = n.deliveryList.filter((d) => d.channel === 'push');
  if (n.recipients > 0 && push.length === 0) notes.push('Không có thông báo đẩy: lúc gửi, đối tác chưa đăng ký thiết bị nào.');
  if (push.some((d) => d.status === 'gone'))
    notes.push('Có thiết bị đã hủy đăng ký nhận thông báo (dịch vụ push trả lời 404/410), thiết bị đó đã được gỡ.');
  if (push.some((d) => d.status === 'failed')) notes.push('Có lần gửi đẩy thất bại sau nhiều lần thử: xem mã HTTP và lỗi bên dưới.');
  if (push.some((d) => d.status === 'queued')) notes.push('Có lần gửi đẩy đang chờ hoặc đang thử lại.');
  if (!n.deliveryList.some((d) => d.channel === 'email'))
    notes.push('Không gửi email: đối tác tắt email của lĩnh vực này, hoặc đợt gửi không kèm email.');
  return notes;
}

const readerColumns = [
  { key: 'user', title: 'Tài khoản', dataIndex: 'user', width: 160 },
  {
    key: 'readAt',
    title: 'Đã đọc lúc',
    width: 160,
    render: (_: unknown, r: Reader) => (r.readAt ? formatDateTime(r.readAt) : <Typography.Text type="secondary">Chưa đọc</Typography.Text>),
  },
];

const deliveryColumns = [
  { key: 'channel', title: 'Kênh', width: 110, render: (_: unknown, d: DeskDelivery) => CHANNEL_LABELS[d.channel] ?? d.channel },
  { key: 'user', title: 'Tài khoản', width: 120, render: (_: unknown, d: DeskDelivery) => d.user ?? '—' },
  { key: 'target', title: 'Nơi nhận', dataIndex: 'target', width: 180, ellipsis: { showTitle: true } },
  {
    key: 'status',
    title: 'Trạng thái',
    width: 170,
    render: (_: unknown, d: DeskDelivery) => <DeliveryStatusTag status={d.status}>{d.statusName}</DeliveryStatusTag>,
  },
  { key: 'statusCode', title: 'Mã HTTP', width: 80, render: (_: unknown, d: DeskDelivery) => d.statusCode ?? '—' },
  { key: 'error', title: 'Lỗi', width: 180, render: (_: unknown, d: DeskDelivery) => d.error ?? '—' },
  { key: 'attempts', title: 'Số lần thử', dataIndex: 'attempts', width: 80 },
  { key: 'updatedAt', title: 'Thời gian', width: 140, render: (_: unknown, d: DeskDelivery) => formatDateTime(d.updatedAt) },
];

/** One notification: what it said, who has it and who read it, every delivery's outcome, and the partner's devices now. */
export function NotificationDetailPage({ id }: { id: string }) {
  const notification = useDeskNotification(id);
  return (
    <QueryState query={notification}>
      {(n) => {
        const notes = deliveryNotes(n);
        return (
          <Flex vertical gap={16}>
            <Space wrap align="center">
              <Typography.Title level={3} style={{ margin: 0 }}>
                {n.title}
              </Typography.Title>
              <NotificationAreaTag area={n.area} />
            </Space>
            <Card size="small">
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2 }}
                items={[
                  {
                    key: 'partner',
                    label: 'Đối tác',
                    children: (
                      <Space size={[8, 0]} wrap>
                        <Link to={consolePaths.partnerDetail.getHref(n.partner.id)}>
                          {n.partner.code} — {n.partner.name}
                        </Link>
                        <span>({PARTNER_TYPE_LABELS[n.partner.type]})</span>
                        <Link to={consolePaths.notifications.getHref({ partnerId: n.partner.id })}>Các thông báo khác của đối tác</Link>
                      </Space>
                    ),
                  },
                  { key: 'createdAt', label: 'Thời gian', children: formatDateTime(n.createdAt) },
                  { key: 'kind', label: 'Sự kiện', children: notificationKindLabel(n.kind) },
                  { key: 'read', label: 'Đã đọc / người nhận', children: `${n.read} / ${n.recipients}` },
                  { key: 'link', label: 'Đường dẫn', children: n.link ?? '—' },
                  { key: 'deliveries', label: 'Kết quả gửi', children: <DeliveryCounts deliveries={n.deliveries} /> },
                  {
                    key: 'body',
                    label: 'Nội dung',
                    span: 'filled',
                    children: n.body ? <span style={{ whiteSpace: 'pre-wrap' }}>{n.body}</span> : '—',
                  },
                ]}
              />
            </Card>
            {notes.length > 0 ? (
              <Alert
                type="info"
                showIcon
                title="Vì sao đối tác có thể chưa nhận được?"
                description={
                  <ul style={{ margin: 0, paddingLeft: 18 }}>
                    {notes.map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                  </ul>
                }
              />
            ) : null}
            <Card size="small" title={`Người nhận (${n.readers.length})`}>
              <Table<Reader>
                rowKey="user"
                size="small"
                columns={readerColumns}
                dataSource={n.readers}
                pagination={false}
                scroll={{ x: 320 }}
              />
            </Card>
            <Card size="small" title={`Lần gửi (${n.deliveryList.length})`}>
              <Table<DeskDelivery>
                rowKey="id"
                size="small"
                columns={deliveryColumns}
                dataSource={n.deliveryList}
                pagination={false}
                scroll={{ x: 1040 }}
                locale={{ emptyText: 'Chưa có lần gửi nào (thông báo đẩy, email)' }}
              />
            </Card>
            <PartnerDevicesCard partnerId={n.partner.id} partnerName={`${n.partner.code} — ${n.partner.name}`} />
          </Flex>
        );
      }}
    </QueryState>
  );
}
