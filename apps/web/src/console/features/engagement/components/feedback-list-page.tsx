import {
  COOPERATION_TYPE_LABELS,
  type DeskFeedback,
  ENGAGEMENT_STATUS_LABELS,
  ENGAGEMENT_STATUSES,
  FEEDBACK_AREA_LABELS,
  FEEDBACK_AREAS,
  FEEDBACK_REASON_LABELS,
  FEEDBACK_REASONS,
  formatDateTime,
  PARTNER_TYPES,
} from '@portal/contract';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { consolePaths } from '../../../config/paths';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getFeedbackList, useFeedbackList } from '../api/engagement';
import { EngagementStatusTag, Stars } from './status-tag';
import './engagement-desk.css';

const FILTER_KEYS = ['stars', 'reason', 'status', 'area', 'partnerType'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export const reasonsText = (row: Pick<DeskFeedback, 'reasons' | 'otherReason'>) =>
  [...row.reasons.map((r) => FEEDBACK_REASON_LABELS[r]), ...(row.otherReason ? [`Khác: ${row.otherReason}`] : [])].join('; ');

const columns: ListColumn<DeskFeedback>[] = [
  {
    key: 'stars',
    title: 'Đánh giá',
    render: (_, row) => (
      <Link to={consolePaths.feedbackDetail.getHref(row.id)} aria-label={`Góp ý ${row.stars} sao của ${row.partner.name}`}>
        <Stars value={row.stars} />
      </Link>
    ),
    exportValue: (row) => row.stars,
  },
  { key: 'reasons', title: 'Lý do', render: (_, row) => reasonsText(row), exportValue: (row) => reasonsText(row) },
  { key: 'comment', title: 'Nhận xét', ellipsis: true, render: (_, row) => row.comment || '—', exportValue: (row) => row.comment },
  {
    key: 'partner',
    title: 'Đối tác',
    render: (_, row) => `${row.partner.code} — ${row.partner.name}`,
    exportValue: (row) => `${row.partner.code} — ${row.partner.name}`,
  },
  { key: 'username', title: 'Tài khoản', defaultHidden: true, exportValue: (row) => row.username },
  {
    key: 'area',
    title: 'Góp ý về',
    render: (_, row) => FEEDBACK_AREA_LABELS[row.area],
    exportValue: (row) => FEEDBACK_AREA_LABELS[row.area],
  },
  {
    key: 'createdAt',
    title: 'Gửi lúc',
    render: (_, row) => formatDateTime(row.createdAt),
    exportValue: (row) => formatDateTime(row.createdAt),
  },
  {
    key: 'status',
    title: 'Trạng thái',
    render: (_, row) => <EngagementStatusTag status={row.status} />,
    exportValue: (row) => ENGAGEMENT_STATUS_LABELS[row.status],
  },
];

const filters: ListFilter<FilterKey>[] = [
  { kind: 'select', key: 'stars', label: 'Số sao', options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} sao` })) },
  { kind: 'select', key: 'reason', label: 'Lý do', options: FEEDBACK_REASONS.map((r) => ({ value: r, label: FEEDBACK_REASON_LABELS[r] })) },
  {
    kind: 'select',
    key: 'status',
    label: 'Trạng thái',
    options: ENGAGEMENT_STATUSES.map((s) => ({ value: s, label: ENGAGEMENT_STATUS_LABELS[s] })),
  },
  { kind: 'select', key: 'area', label: 'Góp ý về', options: FEEDBACK_AREAS.map((a) => ({ value: a, label: FEEDBACK_AREA_LABELS[a] })) },
  {
    kind: 'select',
    key: 'partnerType',
    label: 'Loại đối tác',
    options: PARTNER_TYPES.map((t) => ({ value: t, label: COOPERATION_TYPE_LABELS[t] })),
  },
];

/** 'Góp ý': partners' feedback from the gop-y tab, newest first, filtered by stars and reasons. */
export function FeedbackListPage() {
  const list = useListParams(FILTER_KEYS);
  const query = listQuery(list);
  const entries = useFeedbackList(query);
  return (
    <>
      <Typography.Title level={3}>Góp ý</Typography.Title>
      <ListPage<DeskFeedback, FilterKey>
        id="feedback"
        list={list}
        filters={filters}
        columns={columns}
        query={entries}
        rowKey={(row) => row.id}
        exportAll={{ fileName: 'gop-y', fetchPage: (page, limit) => getFeedbackList({ ...query, page, limit }) }}
      />
    </>
  );
}
