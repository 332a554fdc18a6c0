import { BLOG_POST_STATUS_LABELS, type DeskBlogPostRow } from '@portal/contract';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type ListColumn, type ListFilter, ListPage } from '../../../components/list-page';
import { consolePaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { listQuery, useListParams } from '../../../lib/list-params';
import { getNews, useDeleteNewsPost, useNews, useNewsCategories } from '../api/news';
import { POST_STATUS_COLORS, POST_STATUS_OPTIONS } from './content-labels';

export const NEWS_FILTER_KEYS = ['search', 'categoryId', 'status'] as const;
type FilterKey = (typeof NEWS_FILTER_KEYS)[number];

/** When a post shows (or will): its publication, or the time it is scheduled for. */
const shownAt = (row: DeskBlogPostRow) => formatDateTime(row.status === 'scheduled' ? row.publishAt : row.publishedAt);

/** The desk's news posts ('Tin tức'): newest first, filters in the URL, edit and delete on each row. */
export function NewsListPage() {
  const list = useListParams(NEWS_FILTER_KEYS);
  const query = listQuery(list);
  const news = useNews(query);
  const categories = useNewsCategories();
  const remove = useDeleteNewsPost();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<DeskBlogPostRow>();

  const filters: ListFilter<FilterKey>[] = [
    { kind: 'search', key: 'search', label: 'Tìm theo tiêu đề, mô tả' },
    {
      kind: 'select',
      key: 'categoryId',
      label: 'Danh mục',
      options: (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    },
    { kind: 'select', key: 'status', label: 'Trạng thái', options: POST_STATUS_OPTIONS },
  ];

  const columns: ListColumn<DeskBlogPostRow>[] = [
    {
      key: 'title',
      title: 'Tiêu đề',
      width: 290,
      render: (_, row) => <Link to={consolePaths.newsEdit.getHref(row.id)}>{row.title}</Link>,
      exportValue: (r) => r.title,
    },
    { key: 'category', title: 'Danh mục', width: 140, render: (_, r) => r.category.name, exportValue: (r) => r.category.name },
    {
      key: 'status',
      title: 'Trạng thái',
      width: 115,
      render: (_, r) => <Tag color={POST_STATUS_COLORS[r.status]}>{BLOG_POST_STATUS_LABELS[r.status]}</Tag>,
      exportValue: (r) => BLOG_POST_STATUS_LABELS[r.status],
    },
    { key: 'shownAt', title: 'Ngày đăng / hẹn đăng', width: 150, render: (_, r) => shownAt(r), exportValue: shownAt },
    {
      key: 'isHome',
      title: 'Trang chủ',
      width: 95,
      render: (_, r) => (r.isHome ? <Tag color="blue">Có</Tag> : <Typography.Text type="secondary">—</Typography.Text>),
      exportValue: (r) => (r.isHome ? 'Có' : 'Không'),
    },
    {
      key: 'updatedAt',
      title: 'Cập nhật',
      width: 140,
      render: (_, r) => formatDateTime(r.updatedAt),
      exportValue: (r) => formatDateTime(r.updatedAt),
    },
    {
      key: 'actions',
      title: 'Thao tác',
      width: 115,
      render: (_, row) => (
        <Space size={4}>
          <Button size="small" aria-label={`Sửa ${row.title}`} onClick={() => navigate(consolePaths.newsEdit.getHref(row.id))}>
            Sửa
          </Button>
          <Button size="small" danger aria-label={`Xóa ${row.title}`} onClick={() => setDeleting(row)}>
            Xóa
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>Tin tức</Typography.Title>
        <Space wrap>
          <Link to={consolePaths.newsCategories.getHref()}>Danh mục tin</Link>
          <Button type="primary" onClick={() => navigate(consolePaths.newsNew.getHref())}>
            Viết bài mới
          </Button>
        </Space>
      </Flex>
      <ListPage<DeskBlogPostRow, FilterKey>
        id="content-news"
        list={list}
        filters={filters}
        columns={columns}
        query={news}
        rowKey={(row) => row.id}
        exportAll={{ fileName: 'tin-tuc', fetchPage: (page, limit) => getNews({ ...query, page, limit }) }}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Xóa bài viết"
        description={
          deleting ? (
            <>
              Xóa bài viết “{deleting.title}”? Bài viết sẽ không còn hiển thị trên cổng
              {deleting.status === 'scheduled' ? ' và sẽ không được đăng theo lịch' : ''}.
            </>
          ) : undefined
        }
        okText="Xóa"
        danger
        onConfirm={() => remove.mutateAsync(deleting?.id ?? '')}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
