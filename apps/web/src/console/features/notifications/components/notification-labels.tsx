import { DELIVERY_STATUS_LABELS, type DeskNotificationRow } from '@portal/contract';
import { Space, Typography } from 'antd';
import { DeliveryStatusTag } from '@/components/notification-tags';

/** What the desk calls each kind of event and each channel. */
export const KIND_LABELS: Readonly<Record<string, string>> = {
  broadcast: 'Thông báo chung',
  'bid.status': 'Trạng thái hồ sơ dự thầu',
  'bid.result': 'Kết quả đấu thầu',
  'bid.close-date': 'Gia hạn đóng thầu',
  'bid.request-answered': 'Trả lời yêu cầu làm rõ',
  'bid.request-meet': 'Mời gặp mặt',
  'bid.request-additional': 'Yêu cầu bổ sung tài liệu',
  'order.status': 'Trạng thái chỉ định',
  'order.progress': 'Tiến trình xét nghiệm',
  'order.result': 'Kết quả xét nghiệm',
  'order.result-file': 'File kết quả',
  'contract.created': 'Hợp đồng mới',
  'company-contract.created': 'Hợp đồng khám sức khỏe mới',
  'appointment.decided': 'Phản hồi lịch khám',
  'rename.decided': 'Kết quả đổi tên',
};
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;

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
