import { CONTENT_MSG, maxLengthOf } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { App, Button, Col, Flex, Form, Input, InputNumber, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { optionalZodRule, type SafeParser, zodRule } from '@/lib/zod-rule';
import { ConfirmDialog } from './confirm-dialog';
import { EditDeleteButtons } from './edit-delete-buttons';
import { FormDialog } from './form-dialog';
import { ShortTable } from './short-table';

/** What every category desk lists: exam-package, FAQ and news categories alike. */
type CategoryRow = { id: string; name: string; sort: number; slug?: string };
type CategoryFormBody = { name: string; sort: number; slug?: string | undefined };
type Field = SafeParser & Parameters<typeof maxLengthOf>[0];

/**
 * Row actions: edit, and delete — a category that still holds something is not deleted; the operator
 * is told why and nothing is sent (the server refuses it anyway).
 */
function CategoryActions({ name, inUse, onEdit, onDelete }: { name: string; inUse: number; onEdit: () => void; onDelete: () => void }) {
  const { modal } = App.useApp();
  return (
    <EditDeleteButtons
      name={name}
      onEdit={onEdit}
      onDelete={() =>
        inUse > 0
          ? modal.warning({
              title: 'Không thể xóa danh mục',
              content: `${CONTENT_MSG.categoryInUse} (${inUse} mục đang thuộc “${name}”.)`,
              okText: 'Đã hiểu',
            })
          : onDelete()
      }
    />
  );
}

/**
 * The one category desk (exam packages, FAQ, news): the list with how much each holds, 'Thêm danh mục',
 * edit in a dialog (name, order, and the path where the category has one), delete an empty one.
 */
export function CategoryDesk<R extends CategoryRow>({
  label,
  dialogId,
  countTitle,
  countOf,
  categories,
  save,
  remove,
  fields,
  header,
}: {
  /** The list's name, and in lower case what the add dialog adds ('Danh mục câu hỏi'). */
  label: string;
  dialogId: string;
  /** The column of what a category holds ('Số câu hỏi'), and its count on a row. */
  countTitle: string;
  countOf: (row: R) => number;
  categories: UseQueryResult<R[]>;
  save: { isPending: boolean; mutateAsync: (v: { id?: string | undefined; body: CategoryFormBody }) => Promise<unknown> };
  remove: { mutateAsync: (id: string) => Promise<unknown> };
  /** The contract's rules of the body's fields; `slug` only where a category has a path. */
  fields: { name: Field; sort: Field; slug?: Field };
  /** Shown left of 'Thêm danh mục' (a page's title and links). */
  header?: ReactNode;
}) {
  const [form] = Form.useForm<{ name: string; slug?: string; sort?: number }>();
  const [editing, setEditing] = useState<R | null>();
  const [deleting, setDeleting] = useState<R>();
  const columns: TableColumnsType<R> = [
    { key: 'name', dataIndex: 'name', title: 'Tên danh mục', width: 240 },
    ...(fields.slug ? [{ key: 'slug', dataIndex: 'slug', title: 'Đường dẫn', width: 200 }] : []),
    { key: 'sort', dataIndex: 'sort', title: 'Thứ tự', width: 90, align: 'right' },
    { key: 'count', title: countTitle, width: 120, align: 'right', render: (_, c) => countOf(c) },
    {
      key: 'actions',
      title: 'Thao tác',
      width: 130,
      render: (_, c) => <CategoryActions name={c.name} inUse={countOf(c)} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />,
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Flex justify={header ? 'space-between' : 'end'} align="center" wrap gap={8}>
        {header}
        <Button type="primary" onClick={() => setEditing(null)}>
          Thêm danh mục
        </Button>
      </Flex>
      <QueryState query={categories}>{(rows) => <ShortTable<R> label={label} columns={columns} rows={rows} />}</QueryState>
      {editing !== undefined && (
        <FormDialog
          id={dialogId}
          title={editing ? `Sửa danh mục: ${editing.name}` : `Thêm ${label.toLowerCase()}`}
          width={480}
          form={form}
          initialValues={editing ? { name: editing.name, slug: editing.slug, sort: editing.sort } : { sort: 0 }}
          isPending={save.isPending}
          onSave={(v) =>
            save.mutateAsync({
              id: editing?.id,
              body: { name: v.name, sort: v.sort ?? 0, ...(fields.slug ? { slug: v.slug || undefined } : {}) },
            })
          }
          onClose={() => setEditing(undefined)}
        >
          <Col span={24}>
            <Form.Item name="name" label="Tên danh mục" rules={[zodRule(fields.name)]}>
              <Input maxLength={maxLengthOf(fields.name)} />
            </Form.Item>
          </Col>
          {fields.slug && (
            <Col span={24}>
              <Form.Item name="slug" label="Đường dẫn" extra="Để trống: tự tạo từ tên." rules={[optionalZodRule(fields.slug)]}>
                <Input maxLength={maxLengthOf(fields.slug)} spellCheck={false} />
              </Form.Item>
            </Col>
          )}
          <Col span={24}>
            <Form.Item name="sort" label="Thứ tự" rules={[optionalZodRule(fields.sort)]}>
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
