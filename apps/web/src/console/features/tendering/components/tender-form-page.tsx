import {
  categoryInfoInputSchema,
  type DeskPostDetail,
  deskPostFieldsSchema,
  keptFileSchema,
  LIMITS,
  maxLengthOf,
  TENDER_DESK_MSG,
  TENDER_LIMITS,
} from '@portal/contract';
import { Button, Card, Checkbox, Col, DatePicker, Flex, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { FileListUpload } from '@/components/file-list-upload';
import { ItemList } from '@/components/item-list';
import { QueryState } from '@/components/query-state';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, requiredRule, zodRule } from '@/lib/zod-rule';
import { consolePaths } from '../../../config/paths';
import { useCategories, useSaveTender, useTender } from '../api/tenders';
import { lookupOptions } from './tender-labels';
import { type TenderFormValues, toFormData, toFormValues } from './tender-form';

const shape = deskPostFieldsSchema.shape;
/** Enter in a date picker takes the typed date; it never submits the whole form. */
const keepEnterInPicker = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** Create or edit a bid post: every field of spec 2 §3, its documents and its information items. */
export function TenderFormPage({ id }: { id?: number }) {
  const post = useTender(id);
  if (id === undefined) return <TenderForm />;
  return <QueryState query={post}>{(data) => <TenderForm post={data} />}</QueryState>;
}

export function TenderForm({ post }: { post?: DeskPostDetail }) {
  const [form] = Form.useForm<TenderFormValues>();
  const categories = useCategories();
  const save = useSaveTender();
  const navigate = useNavigate();
  const isLocked = (post?.submissionCount ?? 0) > 0;

  const onCategory = (categoryId: number) => {
    // A new post starts from its category's template items (they stay editable).
    if (post) return;
    const category = categories.data?.find((c) => c.id === categoryId);
    if (category)
      form.setFieldValue(
        'infos',
        category.items.map((i) => ({ name: i.name, isRequired: i.isRequired, type: i.type === 1 ? 1 : 0 })),
      );
  };

  const submit = (values: TenderFormValues) => {
    save.mutate(
      { ...(post ? { id: post.id } : {}), form: toFormData(values) },
      {
        onSuccess: (saved) => navigate(consolePaths.tenderDetail.getHref(saved.id)),
        onError: (error) => applyServerErrors(form, error, { infosJson: 'infos', keptFilesJson: 'keptFiles' }),
      },
    );
  };

  return (
    <>
      <Typography.Title level={3}>{post ? `Sửa bài thầu: ${post.name}` : 'Tạo bài thầu'}</Typography.Title>
      <Form<TenderFormValues>
        form={form}
        name="tender"
        layout="vertical"
        initialValues={toFormValues(post)}
        onFinish={submit}
        disabled={save.isPending}
        scrollToFirstError
      >
        <Card title="Thông tin gói thầu" size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="name" label="Tên bài thầu" rules={[zodRule(shape.name)]}>
                <Input maxLength={maxLengthOf(shape.name)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="bidName" label="Tên gói thầu" rules={[zodRule(shape.bidName)]}>
                <Input maxLength={maxLengthOf(shape.bidName)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="invitingParty" label="Bên mời thầu" rules={[zodRule(shape.invitingParty)]}>
                <Input maxLength={maxLengthOf(shape.invitingParty)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="categoryId" label="Lĩnh vực" rules={[requiredRule(TENDER_DESK_MSG.category)]}>
                <Select
                  loading={categories.isPending}
                  options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  onChange={onCategory}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="contractType" label="Loại hợp đồng" rules={[requiredRule(TENDER_DESK_MSG.contractType)]}>
                <Select options={lookupOptions('contractType')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="area" label="Khu vực" rules={[requiredRule(TENDER_DESK_MSG.area)]}>
                <Select options={lookupOptions('area')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="chooseMode" label="Hình thức lựa chọn nhà thầu" rules={[requiredRule(TENDER_DESK_MSG.chooseMode)]}>
                <Select options={lookupOptions('chooseMode')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="publicMode" label="Phương thức" rules={[requiredRule(TENDER_DESK_MSG.publicMode)]}>
                <Select options={lookupOptions('publicMode')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="applyGroup" label="Nhóm dự thầu" rules={[requiredRule(TENDER_DESK_MSG.applyGroup)]}>
                <Select options={lookupOptions('applyGroup')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="deployDays" label="Thời gian thực hiện hợp đồng (ngày)">
                <InputNumber min={0} max={TENDER_LIMITS.deployDaysMax} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="issueLocation" label="Địa điểm phát hành hồ sơ" rules={[optionalZodRule(shape.issueLocation)]}>
                <Input maxLength={maxLengthOf(shape.issueLocation)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="deployLocation" label="Địa điểm thực hiện" rules={[optionalZodRule(shape.deployLocation)]}>
                <Input maxLength={maxLengthOf(shape.deployLocation)} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="Thời gian" size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="openDate" label="Mở nhận hồ sơ" rules={[requiredRule(TENDER_DESK_MSG.openDate)]}>
                <DatePicker showTime format="DD/MM/YYYY HH:mm" style={{ width: '100%' }} onKeyDown={keepEnterInPicker} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="closeDate"
                label="Đóng thầu"
                dependencies={['openDate']}
                rules={[
                  requiredRule(TENDER_DESK_MSG.closeDate),
                  ({ getFieldValue }) => ({
                    validator: async (_, value: TenderFormValues['closeDate']) => {
                      const open = getFieldValue('openDate') as TenderFormValues['openDate'];
                      if (value && open && !value.isAfter(open)) throw new Error(TENDER_DESK_MSG.closeAfterOpen);
                    },
                  }),
                ]}
              >
                <DatePicker showTime format="DD/MM/YYYY HH:mm" style={{ width: '100%' }} onKeyDown={keepEnterInPicker} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="applyDate" label="Thời điểm mở thầu">
                <DatePicker showTime format="DD/MM/YYYY HH:mm" style={{ width: '100%' }} onKeyDown={keepEnterInPicker} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="Liên hệ" size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item name="contactName" label="Người đại diện" rules={[optionalZodRule(shape.contactName)]}>
                <Input maxLength={LIMITS.contactNameMax} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="contactPhone" label="Điện thoại" rules={[optionalZodRule(shape.contactPhone)]}>
                <Input inputMode="tel" maxLength={LIMITS.phoneDigits} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="contactEmail" label="Email" rules={[optionalZodRule(shape.contactEmail)]}>
                <Input inputMode="email" maxLength={LIMITS.emailMax} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="contactPosition" label="Chức vụ" rules={[optionalZodRule(shape.contactPosition)]}>
                <Input maxLength={maxLengthOf(shape.contactPosition)} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="Ghi chú và yêu cầu bắt buộc" size="small" style={{ marginBottom: 16 }}>
          <Form.Item name="note" label="Ghi chú" rules={[optionalZodRule(shape.note)]}>
            <Input.TextArea rows={4} />
          </Form.Item>
          <Form.Item name="requirements" label="Yêu cầu bắt buộc" rules={[optionalZodRule(shape.requirements)]}>
            <Input.TextArea rows={4} />
          </Form.Item>
        </Card>
        <Card title="Tệp đính kèm" size="small" style={{ marginBottom: 16 }}>
          <Form.List name="keptFiles">
            {(fields, { remove }) =>
              fields.length > 0 && (
                <ItemList
                  size="small"
                  items={fields}
                  rowKey={(field) => field.key}
                  renderItem={(field) => (
                    <Form.Item name={[field.name, 'name']} noStyle rules={[zodRule(keptFileSchema.shape.name)]}>
                      <Input aria-label="Tên file" maxLength={maxLengthOf(keptFileSchema.shape.name)} />
                    </Form.Item>
                  )}
                  renderActions={(field) => (
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      Xóa
                    </Button>
                  )}
                />
              )
            }
          </Form.List>
          <Form.Item name="files" label="Thêm tệp" valuePropName="value">
            <FileListUpload />
          </Form.Item>
        </Card>
        <Card
          title="Thông tin yêu cầu nhà thầu cung cấp"
          size="small"
          style={{ marginBottom: 16 }}
          extra={isLocked ? <Typography.Text type="secondary">{TENDER_DESK_MSG.infosLocked}</Typography.Text> : undefined}
        >
          <Form.List name="infos">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" wrap>
                    <Form.Item
                      name={[field.name, 'name']}
                      rules={[zodRule(categoryInfoInputSchema.shape.name)]}
                      style={{ marginBottom: 0 }}
                    >
                      <Input
                        placeholder="Tên thông tin"
                        aria-label={`Tên thông tin ${index + 1}`}
                        maxLength={maxLengthOf(categoryInfoInputSchema.shape.name)}
                        disabled={isLocked}
                        style={{ width: 320 }}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'type']} style={{ marginBottom: 0 }}>
                      <Select
                        options={lookupOptions('infoType')}
                        aria-label={`Loại thông tin ${index + 1}`}
                        disabled={isLocked}
                        style={{ width: 160 }}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'isRequired']} valuePropName="checked" style={{ marginBottom: 0 }}>
                      <Checkbox disabled={isLocked}>Bắt buộc</Checkbox>
                    </Form.Item>
                    {!isLocked && (
                      <Button type="link" danger onClick={() => remove(field.name)}>
                        Xóa
                      </Button>
                    )}
                  </Space>
                ))}
                {!isLocked && (
                  <Button onClick={() => add({ name: '', isRequired: false, type: 0 })} style={{ alignSelf: 'flex-start' }}>
                    Thêm thông tin
                  </Button>
                )}
              </Flex>
            )}
          </Form.List>
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {post ? 'Lưu thay đổi' : 'Tạo bài thầu'}
          </Button>
          <Button onClick={() => navigate(post ? consolePaths.tenderDetail.getHref(post.id) : consolePaths.tenders.getHref())}>Hủy</Button>
        </Space>
      </Form>
    </>
  );
}
