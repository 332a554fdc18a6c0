import {
  COOPERATION_TYPE_LABELS,
  type DeskContact,
  ENGAGEMENT_STATUS_LABELS,
  ENGAGEMENT_STATUSES,
  formatDateTime,
  PARTNER_TYPES,
} from '@portal/contract';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { consolePaths } from '../../../config/paths';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getContacts, useContacts } from '../api/engagement';
import { EngagementStatusTag } from './status-tag';
import './engagement-desk.css';

const FILTER_KEYS = ['search', 'status', 'partnerType'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const columns: ListColumn<DeskContact>[] = [
  {
    key: 'name',
    title: 'Người liên hệ',
    render: (_, row) => <Link to={consolePaths.cooperationContactDetail.getHref(row.id)}>{row.name}</Link>,
    exportValue: (row) => row.name,
  },
  { key: 'organisation', title: 'Tổ chức', render: (_, row) => row.organisation || '—', exportValue: (row) => row.organisation },
  { key: 'phone', title: 'Số điện thoại', exportValue: (row) => row.phone },
  { key: 'email', title: 'Email', exportValue: (row) => row.email },
  {
    key: 'partnerType',
    title: 'Loại hình',
    render: (_, row) => COOPERATION_TYPE_LABELS[row.partnerType],
    exportValue: (row) => COOPERATION_TYPE_LABELS[row.partnerType],
  },
  { key: 'message', title: 'Nội dung', defaultHidden: true, ellipsis: true, exportValue: (row) => row.message },
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
  { kind: 'search', key: 'search', label: 'Tìm theo tên, điện thoại, email, tổ chức' },
  {
    kind: 'select',
    key: 'status',
    label: 'Trạng thái',
    options: ENGAGEMENT_STATUSES.map((s) => ({ value: s, label: ENGAGEMENT_STATUS_LABELS[s] })),
  },
  {
    kind: 'select',
    key: 'partnerType',
    label: 'Loại hình',
    options: PARTNER_TYPES.map((t) => ({ value: t, label: COOPERATION_TYPE_LABELS[t] })),
  },
];

/** 'Liên hệ hợp tác': what the contact form of the cooperation tab received, newest first. */
export function ContactListPage() {
  const list = useListParams(FILTER_KEYS);
  const query = listQuery(list);
  const contacts = useContacts(query);
  return (
    <>
      <Typography.Title level={3}>Liên hệ hợp tác</Typography.Title>
      <ListPage<DeskContact, FilterKey>
        id="cooperation-contacts"
        list={list}
        filters={filters}
        columns={columns}
        query={contacts}
        rowKey={(row) => row.id}
        exportAll={{ fileName: 'lien-he-hop-tac', fetchPage: (page, limit) => getContacts({ ...query, page, limit }) }}
      />
    </>
  );
}
