import { ENGAGEMENT_STATUS_LABELS, type EngagementStatus } from '@portal/contract';
import { Tag } from 'antd';

export const EngagementStatusTag = ({ status }: { status: EngagementStatus }) => (
  <Tag color={status === 'new' ? 'blue' : 'green'}>{ENGAGEMENT_STATUS_LABELS[status]}</Tag>
);

/** Stars as text ("★★★★☆") with the count for screen readers. */
export const Stars = ({ value }: { value: number }) => (
  <span className="engagement-desk__stars" role="img" aria-label={`${value} sao`}>
    {'★'.repeat(value)}
    {'☆'.repeat(5 - value)}
  </span>
);
