import { type CategoryBody, categoryBodySchema, categoryInfoInputSchema, type DeskCategory, maxLengthOf } from '@portal/contract';
import { Button, Card, Checkbox, Flex, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { applyServerErrors } from '@/lib/form-errors';
import { zodRule } from '@/lib/zod-rule';
import { CONSOLE_TEXT } from '../../../lib/labels';
import { useCategories, useSaveCategory } from '../api/tenders';
import { lookupOptions } from './tender-labels';
import { ResponsiveTable } from '@/components/responsive-table';

function CategoryDialog({ category, onClose }: { category: DeskCategory | null; onClose: () => void }) {
  const [form] = Form.useForm<CategoryBody>();
  const save = useSaveCategory();
  const submit = (body: CategoryBody) =>
    save.mutate(
      {
        ...(category ? { id: category.id } : {}),
        body: { name: body.name, items: (body.items ?? []).map((i) => ({ ...i, isRequired: Boolean(i.isRequired) })) },
      },
      { onSuccess: onClose, onError: (error) => applyServerErrors(form, error) },
    );
  return (
    <Modal
      open
      width={760}
      title={category ? `Sửa lĩnh vực: ${category.name}` : 'Thêm lĩnh vực'}
      okText="Lưu"
      cancelText={CONSOLE_TEXT.cancel}
      okButtonProps={{ htmlType: 'submit', form: 'bid-category', loading: save.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CategoryBody>
        form={form}
        id="bid-category"
        name="bid-category"
        layout="vertical"
        initialValues={category ? { name: category.name, items: category.items } : { name: '', items: [] }}
        onFinish={submit}
      >
        <Form.Item name="name" label="Tên lĩnh vực" rules={[zodRule(categoryBodySchema.shape.name)]}>
          <Input maxLength={maxLengthOf(categoryBodySchema.shape.name)} />
        </Form.Item>
        <Typography.Text strong>Thông tin mẫu yêu cầu nhà thầu cung cấp</Typography.Text>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8} style={{ marginTop: 8 }}>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item name={[field.name, 'name']} rules={[zodRule(categoryInfoInputSchema.shape.name)]} style={{ marginBottom: 0 }}>
                    <Input
                      placeholder="Tên thông tin"
                      aria-label={`Tên thông tin ${index + 1}`}
                      maxLength={maxLengthOf(categoryInfoInputSchema.shape.name)}
                      style={{ width: 300 }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'type']} initialValue={0} style={{ marginBottom: 0 }}>
                    <Select options={lookupOptions('infoType')} style={{ width: 150 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'isRequired']} valuePropName="checked" style={{ marginBottom: 0 }}>
                    <Checkbox>Bắt buộc</Checkbox>
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    Xóa
                  </Button>
                </Space>
              ))}
              <Button onClick={() => add({ name: '', isRequired: false, type: 0 })} style={{ alignSelf: 'flex-start' }}>
                Thêm thông tin
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

/** Bid post categories and the information items a new post of each starts from. */
export function CategoryPage({ canManage }: { canManage: boolean }) {
  const categories = useCategories();
  const [editing, setEditing] = useState<DeskCategory | null>();
  return (
    <>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3}>Lĩnh vực đấu thầu</Typography.Title>
        {canManage && (
          <Button type="primary" onClick={() => setEditing(null)}>
            Thêm lĩnh vực
          </Button>
        )}
      </Flex>
      <Card size="small">
        <QueryState query={categories}>
          {(list) => (
            <ResponsiveTable<DeskCategory>
              rowKey="id"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content', y: 400 }}
              dataSource={list}
              columns={[
                { key: 'name', title: 'Tên lĩnh vực', dataIndex: 'name', width: 240 },
                {
                  key: 'items',
                  title: 'Thông tin mẫu',
                  render: (_, c) => (
                    <Space wrap size={4}>
                      {c.items.map((i) => (
                        <Tag key={i.id} color={i.isRequired ? 'red' : 'default'}>{`${i.name} (${i.type === 1 ? 'tệp' : 'văn bản'})`}</Tag>
                      ))}
                    </Space>
                  ),
                },
                { key: 'postCount', title: 'Số bài thầu', dataIndex: 'postCount', width: 120 },
                {
                  key: 'actions',
                  title: 'Thao tác',
                  width: 100,
                  render: (_, c) =>
                    canManage ? (
                      <Button size="small" onClick={() => setEditing(c)}>
                        Sửa
                      </Button>
                    ) : null,
                },
              ]}
            />
          )}
        </QueryState>
      </Card>
      {editing !== undefined && <CategoryDialog category={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
