import { CONTENT_MSG, type DeskBlogCategory, type DeskBlogCategoryBody, deskBlogCategoryBodySchema, maxLengthOf } from '@portal/contract';
import { App, Button, Col, Flex, Form, Input, InputNumber, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { ShortTable } from '../../../components/short-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { consolePaths } from '../../../config/paths';
import { useDeleteNewsCategory, useNewsCategories, useSaveNewsCategory } from '../api/news';

const cf = deskBlogCategoryBodySchema.shape;
type CategoryForm = { name: string; slug?: string; sort?: number };

/**
 * Row actions of a category list (news and FAQ): edit, and delete — a category that still holds
 * content is not offered for deletion; the operator is told why (the server refuses it anyway).
 */
export function CategoryActions({
  name,
  inUse,
  onEdit,
  onDelete,
}: {
  name: string;
  inUse: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { modal } = App.useApp();
  return (
    <Space size={4}>
      <Button size="small" aria-label={`Sửa ${name}`} onClick={onEdit}>
        Sửa
      </Button>
      <Button
        size="small"
        danger
        aria-label={`Xóa ${name}`}
        onClick={() =>
          inUse > 0
            ? modal.warning({
                title: 'Không thể xóa danh mục',
                content: `${CONTENT_MSG.categoryInUse} (${inUse} mục đang thuộc “${name}”.)`,
                okText: 'Đã hiểu',
              })
            : onDelete()
        }
      >
        Xóa
      </Button>
    </Space>
  );
}

/** News categories ('Danh mục tin'): list, create, rename, delete an empty one. */
export function NewsCategoriesPage() {
  const categories = useNewsCategories();
  const save = useSaveNewsCategory();
  const remove = useDeleteNewsCategory();
  const [form] = Form.useForm<CategoryForm>();
  const [editing, setEditing] = useState<DeskBlogCategory | null>();
  const [deleting, setDeleting] = useState<DeskBlogCategory>();
  const columns: TableColumnsType<DeskBlogCategory> = [
    { key: 'name', dataIndex: 'name', title: 'Tên danh mục', width: 240 },
    { key: 'slug', dataIndex: 'slug', title: 'Đường dẫn', width: 200 },
    { key: 'sort', dataIndex: 'sort', title: 'Thứ tự', width: 90, align: 'right' },
    { key: 'postCount', dataIndex: 'postCount', title: 'Số bài viết', width: 110, align: 'right' },
    {
      key: 'actions',
      title: 'Thao tác',
      width: 130,
      render: (_, c) => <CategoryActions name={c.name} inUse={c.postCount} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />,
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Danh mục tin
        </Typography.Title>
        <Space wrap>
          <Link to={consolePaths.news.getHref()}>Tin tức</Link>
          <Button type="primary" onClick={() => setEditing(null)}>
            Thêm danh mục
          </Button>
        </Space>
      </Flex>
      <QueryState query={categories}>
        {(rows) => <ShortTable<DeskBlogCategory> label="Danh mục tin" columns={columns} rows={rows} />}
      </QueryState>
      {editing !== undefined && (
        <FormDialog<CategoryForm>
          id="news-category"
          title={editing ? `Sửa danh mục: ${editing.name}` : 'Thêm danh mục tin'}
          width={480}
          form={form}
          initialValues={editing ? { name: editing.name, slug: editing.slug, sort: editing.sort } : { sort: 0 }}
          isPending={save.isPending}
          onSave={(values) =>
            save.mutateAsync({
              id: editing?.id,
              body: { name: values.name, slug: values.slug || undefined, sort: values.sort ?? 0 } satisfies DeskBlogCategoryBody,
            })
          }
          onClose={() => setEditing(undefined)}
        >
          <Col span={24}>
            <Form.Item name="name" label="Tên danh mục" rules={[zodRule(cf.name)]}>
              <Input maxLength={maxLengthOf(cf.name)} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="slug" label="Đường dẫn" extra="Để trống: tự tạo từ tên." rules={[optionalZodRule(cf.slug)]}>
              <Input maxLength={maxLengthOf(cf.slug)} spellCheck={false} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="sort" label="Thứ tự" rules={[optionalZodRule(cf.sort)]}>
              <InputNumber<number> min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </FormDialog>
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Xóa danh mục ${deleting?.name ?? ''}`}
        okText="Xóa"
        danger
        onConfirm={() => remove.mutateAsync(deleting?.id ?? '')}
        onClose={() => setDeleting(undefined)}
      />
    </Flex>
  );
}
