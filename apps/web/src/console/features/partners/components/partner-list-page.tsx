import { ACCOUNT_STATUSES, type AccountStatus, PARTNER_TYPES, type PartnerRow } from '@portal/contract';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { consolePaths } from '../../../config/paths';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { ACCOUNT_STATUS_LABELS, PARTNER_TYPE_LABELS } from '../../../lib/labels';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getPartners, usePartners } from '../api/get-partners';

const FILTER_KEYS = ['search', 'type', 'status'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export const PARTNER_LIST_TEXT = {
  subUnitOf: 'Đơn vị trực thuộc',
  subUnit: 'Đơn vị trực thuộc',
  viaParent: 'Dùng tài khoản doanh nghiệp mẹ',
} as const;

const typeLabel = (row: PartnerRow) => (row.parent ? PARTNER_LIST_TEXT.subUnit : PARTNER_TYPE_LABELS[row.type]);

const columns: ListColumn<PartnerRow>[] = [
  {
    key: 'code',
    title: 'Mã',
    width: 110,
    render: (_, row) => <Link to={consolePaths.partnerDetail.getHref(row.id)}>{row.code}</Link>,
    exportValue: (row) => row.code,
  },
  {
    key: 'name',
    title: 'Tên đối tác',
    width: 200,
    // A company's sub-unit: the company it belongs to, under its name.
    render: (_, row) => (
      <>
        {row.name}
        {row.parent ? (
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {PARTNER_LIST_TEXT.subUnitOf} <Link to={consolePaths.partnerDetail.getHref(row.parent.id)}>{row.parent.name}</Link>
          </Typography.Text>
        ) : null}
      </>
    ),
    exportValue: (row) => row.name,
  },
  { key: 'type', title: 'Loại', width: 120, render: (_, row) => typeLabel(row), exportValue: typeLabel },
  {
    key: 'parent',
    title: 'Thuộc doanh nghiệp',
    width: 180,
    defaultHidden: true,
    render: (_, row) => row.parent?.name ?? '—',
    exportValue: (row) => row.parent?.name ?? '',
  },
  {
    key: 'username',
    title: 'Tên đăng nhập',
    width: 130,
    // A sub-unit has no account of its own: it is reached through its company's.
    render: (_, row) => row.username ?? (row.parent ? PARTNER_LIST_TEXT.viaParent : '—'),
    exportValue: (row) => row.username,
  },
  { key: 'taxCode', title: 'Mã số thuế', width: 120, exportValue: (row) => row.taxCode },
  { key: 'email', title: 'Email', width: 176, ellipsis: { showTitle: true }, exportValue: (row) => row.email },
  { key: 'phone', title: 'Điện thoại', width: 120, defaultHidden: true, exportValue: (row) => row.phone },
  {
    key: 'status',
    title: 'Trạng thái',
    width: 110,
    render: (_, row) => <Tag color={ACCOUNT_STATUS_LABELS[row.status].color}>{ACCOUNT_STATUS_LABELS[row.status].text}</Tag>,
    exportValue: (row) => ACCOUNT_STATUS_LABELS[row.status].text,
  },
  {
    key: 'createdAt',
    title: 'Ngày đăng ký',
    width: 110,
    render: (_, row) => formatDateTime(row.createdAt),
    exportValue: (row) => formatDateTime(row.createdAt),
  },
];

const typeFilter: ListFilter<FilterKey> = {
  kind: 'select',
  key: 'type',
  label: 'Loại đối tác',
  options: PARTNER_TYPES.map((t) => ({ value: t, label: PARTNER_TYPE_LABELS[t] })),
};
const statusFilter: ListFilter<FilterKey> = {
  kind: 'select',
  key: 'status',
  label: 'Trạng thái',
  options: ACCOUNT_STATUSES.map((s) => ({ value: s, label: ACCOUNT_STATUS_LABELS[s].text })),
};
const searchFilter: ListFilter<FilterKey> = { kind: 'search', key: 'search', label: 'Tìm theo tên hoặc mã' };

/**
 * All partners (or, with `status`, one status: the registrations waiting): search, type and
 * status in the URL, pages from the server, each row a link to the partner's page.
 */
export function PartnerListPage({ title, status }: { title: string; status?: AccountStatus }) {
  const list = useListParams(FILTER_KEYS);
  const query = { ...listQuery(list), ...(status ? { status } : {}) };
  const partners = usePartners(query);
  return (
    <>
      <Typography.Title level={3}>{title}</Typography.Title>
      <ListPage<PartnerRow, FilterKey>
        id={status ? `partners-${status}` : 'partners'}
        list={list}
        filters={status ? [searchFilter, typeFilter] : [searchFilter, typeFilter, statusFilter]}
        columns={columns}
        query={partners}
        rowKey={(row) => row.id}
        exportAll={{
          fileName: status ? 'dang-ky-cho-duyet' : 'doi-tac',
          fetchPage: (page, limit) => getPartners({ ...query, page, limit }),
        }}
      />
    </>
  );
}
