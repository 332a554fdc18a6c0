import { DELIVERY_STATUS_LABELS, type DeskNotificationRow } from '@portal/contract';
import { Space, Typography } from 'antd';
import { DeliveryStatusTag } from '@/components/notification-tags';

/** What the desk calls each channel (the kinds of event: `notificationKindLabel` in the contract). */
export const CHANNEL_LABELS: Readonly<Record<string, string>> = { push: 'Thông báo đẩy', email: 'Email' };

/** A row's delivery counts (`push.sent: 2`) as tags: "Thông báo đẩy · Đã gửi: 2". */
export function DeliveryCounts({ deliveries }: { deliveries: DeskNotificationRow['deliveries'] }) {
  const entries = Object.entries(deliveries).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return <Typography.Text type="secondary">Không có</Typography.Text>;
  return (
    <Space size={[0, 4]} wrap>
      {entries.map(([key, n]) => {
        const [channel = '', status = ''] = key.split('.');
        return (
          <DeliveryStatusTag key={key} status={status}>
            {CHANNEL_LABELS[channel] ?? channel} · {DELIVERY_STATUS_LABELS[status as keyof typeof DELIVERY_STATUS_LABELS] ?? status}: {n}
          </DeliveryStatusTag>
        );
      })}
    </Space>
  );
}

export const deliveryCountsText = (deliveries: DeskNotificationRow['deliveries']) =>
  Object.entries(deliveries)
    .map(([key, n]) => {
      const [channel = '', status = ''] = key.split('.');
      return `${CHANNEL_LABELS[channel] ?? channel} ${DELIVERY_STATUS_LABELS[status as keyof typeof DELIVERY_STATUS_LABELS] ?? status}: ${n}`;
    })
    .join('; ');
