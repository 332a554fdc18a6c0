import { type DeskNotificationRow, NOTIFICATION_AREA_LABELS, NOTIFICATION_AREAS, notificationKindLabel } from '@portal/contract';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { NotificationAreaTag } from '@/components/notification-tags';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { consolePaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { PARTNER_TYPE_LABELS } from '../../../lib/labels';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getDeskNotifications, useDeskNotifications } from '../api/get-notifications';
import { BroadcastDialog } from './broadcast-dialog';
import { DeliveryCounts, deliveryCountsText } from './notification-labels';
import { PartnerDevicesCard } from './partner-devices-card';
import { PartnerPicker, pickLabel } from './partner-picker';

const FILTER_KEYS = ['partnerId', 'area', 'broadcastId'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export const NOTIFICATION_DESK_TEXT = {
  title: 'Thông báo',
  send: 'Gửi thông báo',
  partner: 'Đối tác',
  partnerPlaceholder: 'Tìm đối tác theo mã hoặc tên',
  broadcastOnly: 'Đang xem một đợt gửi',
  clearBroadcast: 'Xem tất cả',
} as const;

const columns: ListColumn<DeskNotificationRow>[] = [
  {
    key: 'createdAt',
    title: 'Thời gian',
    width: 130,
    render: (_, row) => <Link to={consolePaths.notificationDetail.getHref(row.id)}>{formatDateTime(row.createdAt)}</Link>,
    exportValue: (row) => formatDateTime(row.createdAt),
  },
  {
    key: 'partner',
    title: 'Đối tác',
    width: 200,
    render: (_, row) => (
      <>
        <Link to={consolePaths.partnerDetail.getHref(row.partner.id)}>{row.partner.code}</Link> — {row.partner.name}
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {PARTNER_TYPE_LABELS[row.partner.type]}
        </Typography.Text>
      </>
    ),
    exportValue: (row) => `${row.partner.code} — ${row.partner.name}`,
  },
  {
    key: 'area',
    title: 'Lĩnh vực',
    width: 140,
    render: (_, row) => <NotificationAreaTag area={row.area} />,
    exportValue: (row) => row.areaName,
  },
  {
    key: 'title',
    title: 'Tiêu đề',
    width: 240,
    render: (_, row) => (
      <>
        <Link to={consolePaths.notificationDetail.getHref(row.id)}>{row.title}</Link>
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {notificationKindLabel(row.kind)}
        </Typography.Text>
      </>
    ),
    exportValue: (row) => row.title,
  },
  {
    key: 'read',
    title: 'Đã đọc / người nhận',
    width: 120,
    render: (_, row) => `${row.read} / ${row.recipients}`,
    exportValue: (row) => `${row.read} / ${row.recipients}`,
  },
  {
    key: 'deliveries',
    title: 'Kết quả gửi',
    width: 240,
    render: (_, row) => <DeliveryCounts deliveries={row.deliveries} />,
    exportValue: (row) => deliveryCountsText(row.deliveries),
  },
];

const areaFilter: ListFilter<FilterKey> = {
  kind: 'select',
  key: 'area',
  label: 'Lĩnh vực',
  options: NOTIFICATION_AREAS.map((a) => ({ value: a, label: NOTIFICATION_AREA_LABELS[a] })),
};

/**
 * The notification desk: every notification sent to partners, newest first, by partner and area
 * (and by broadcast, from a broadcast's detail); each row leads to its readers and deliveries. With
 * a partner chosen, that partner's devices are shown above the list ("why didn't X get it?").
 */
export function NotificationListPage({ canSend }: { canSend: boolean }) {
  const list = useListParams(FILTER_KEYS);
  const query = listQuery(list);
  const notifications = useDeskNotifications(query);
  const [isSending, setSending] = useState(false);
  const partnerId = list.filters.partnerId;
  // The chosen partner's label, from a row of the list when the picker has not searched for it.
  const known = notifications.data?.items.filter((r) => r.partner.id === partnerId).map((r) => r.partner) ?? [];

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {NOTIFICATION_DESK_TEXT.title}
        </Typography.Title>
        {canSend ? (
          <Button type="primary" onClick={() => setSending(true)}>
            {NOTIFICATION_DESK_TEXT.send}
          </Button>
        ) : null}
      </Flex>
      <Flex wrap gap={8} align="center">
        <PartnerPicker
          aria-label={NOTIFICATION_DESK_TEXT.partner}
          placeholder={NOTIFICATION_DESK_TEXT.partnerPlaceholder}
          style={{ width: 360, maxWidth: '100%' }}
          value={partnerId}
          known={known.slice(0, 1)}
          onChange={(id) => list.setFilters({ partnerId: id })}
        />
        {list.filters.broadcastId ? (
          <Typography.Text>
            {NOTIFICATION_DESK_TEXT.broadcastOnly} ·{' '}
            <Button type="link" size="small" onClick={() => list.setFilters({ broadcastId: undefined })}>
              {NOTIFICATION_DESK_TEXT.clearBroadcast}
            </Button>
          </Typography.Text>
        ) : null}
      </Flex>
      {partnerId ? (
        <PartnerDevicesCard key={partnerId} partnerId={partnerId} partnerName={known[0] ? pickLabel(known[0]) : undefined} />
      ) : null}
      <ListPage<DeskNotificationRow, FilterKey>
        id="notifications"
        list={list}
        filters={[areaFilter]}
        columns={columns}
        query={notifications}
        rowKey={(row) => row.id}
        exportAll={{ fileName: 'thong-bao', fetchPage: (page, limit) => getDeskNotifications({ ...query, page, limit }) }}
      />
      {isSending ? <BroadcastDialog onClose={() => setSending(false)} /> : null}
    </Flex>
  );
}
