import { DELIVERY_STATUS_LABELS, NOTIFICATION_AREA_LABELS, type NotificationArea } from '@portal/contract';
import { Tag } from 'antd';

/** The tags both the partner's inbox and the console's notification desk show. */

const AREA_COLORS: Readonly<Record<NotificationArea, string>> = {
  tendering: 'blue',
  orders: 'cyan',
  contracts: 'purple',
  companies: 'geekblue',
  account: 'default',
  debts: 'orange',
  announcements: 'gold',
};

export const NotificationAreaTag = ({ area }: { area: string }) => (
  <Tag color={AREA_COLORS[area as NotificationArea] ?? 'default'}>{NOTIFICATION_AREA_LABELS[area as NotificationArea] ?? area}</Tag>
);

type DeliveryStatus = keyof typeof DELIVERY_STATUS_LABELS;
const STATUS_COLORS: Readonly<Record<DeliveryStatus, string>> = { queued: 'processing', sent: 'success', failed: 'error', gone: 'warning' };

/** A delivery's outcome; its text may wrap in a narrow column. */
export const DeliveryStatusTag = ({ status, children }: { status: string; children?: React.ReactNode }) => (
  <Tag color={STATUS_COLORS[status as DeliveryStatus] ?? 'default'} style={{ whiteSpace: 'normal' }}>
    {children ?? DELIVERY_STATUS_LABELS[status as DeliveryStatus] ?? status}
  </Tag>
);
