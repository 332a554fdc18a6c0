import type { DeskPostRow } from '@portal/contract';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { consolePaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getTenders, useCategories, useTenders } from '../api/tenders';
import { DAYS_LEFT_COLORS, daysLeft, lookupOptions, POST_STATUS_COLORS, postStatusName, TENDER_TEXT } from './tender-labels';

const FILTER_KEYS = ['search', 'status', 'categoryId'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const columns: ListColumn<DeskPostRow>[] = [
  {
    key: 'id',
    title: 'Mã',
    width: 80,
    render: (_, row) => <Link to={consolePaths.tenderDetail.getHref(row.id)}>{row.id}</Link>,
    exportValue: (r) => r.id,
  },
  {
    key: 'name',
    title: 'Tên bài thầu',
    render: (_, row) => <Link to={consolePaths.tenderDetail.getHref(row.id)}>{row.name}</Link>,
    exportValue: (r) => r.name,
  },
  { key: 'bidName', title: 'Gói thầu', exportValue: (r) => r.bidName },
  { key: 'category', title: 'Lĩnh vực', render: (_, r) => r.bidPostCategory.name, exportValue: (r) => r.bidPostCategory.name },
  { key: 'invitingParty', title: 'Bên mời thầu', defaultHidden: true, exportValue: (r) => r.invitingParty },
  { key: 'openDate', title: 'Mở nhận hồ sơ', render: (_, r) => formatDateTime(r.openDate), exportValue: (r) => formatDateTime(r.openDate) },
  {
    key: 'closeDate',
    title: 'Đóng thầu',
    render: (_, r) => {
      const left = daysLeft(r.closeDate);
      return (
        <Space size={4} wrap>
          {formatDateTime(r.closeDate)}
          {r.status === 1 && <Tag color={DAYS_LEFT_COLORS[left.tone]}>{left.text}</Tag>}
        </Space>
      );
    },
    exportValue: (r) => formatDateTime(r.closeDate),
  },
  { key: 'submissionCount', title: 'Hồ sơ', width: 90, exportValue: (r) => r.submissionCount },
  {
    key: 'status',
    title: 'Trạng thái',
    render: (_, r) => (
      <Space size={4} wrap>
        <Tag color={POST_STATUS_COLORS[r.status]}>{postStatusName(r.status)}</Tag>
        {r.resultsPublished && <Tag color="blue">Đã công bố kết quả</Tag>}
      </Space>
    ),
    exportValue: (r) => postStatusName(r.status),
  },
];

/** The desk's bid posts: newest first, filters in the URL, each row a link to its page. */
export function TenderListPage({ canManage }: { canManage: boolean }) {
  const list = useListParams(FILTER_KEYS);
  const query = listQuery(list);
  const tenders = useTenders(query);
  const categories = useCategories();
  const navigate = useNavigate();
  const filters: ListFilter<FilterKey>[] = [
    { kind: 'search', key: 'search', label: 'Tìm theo tên bài thầu, gói thầu, bên mời thầu' },
    {
      kind: 'select',
      key: 'status',
      label: 'Trạng thái',
      options: lookupOptions('status').map((o) => ({ value: String(o.value), label: o.label })),
    },
    {
      kind: 'select',
      key: 'categoryId',
      label: 'Lĩnh vực',
      options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    },
  ];
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>{TENDER_TEXT.listTitle}</Typography.Title>
        <Space>
          <Link to={consolePaths.tenderCategories.getHref()}>{TENDER_TEXT.categories}</Link>
          {canManage && (
            <Button type="primary" onClick={() => navigate(consolePaths.tenderNew.getHref())}>
              {TENDER_TEXT.create}
            </Button>
          )}
        </Space>
      </Flex>
      <ListPage<DeskPostRow, FilterKey>
        id="tenders"
        list={list}
        filters={filters}
        columns={columns}
        query={tenders}
        rowKey={(row) => String(row.id)}
        exportAll={{ fileName: 'bai-thau', fetchPage: (page, limit) => getTenders({ ...query, page, limit }) }}
      />
    </>
  );
}
