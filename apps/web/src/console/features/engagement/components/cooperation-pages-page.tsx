import {
  COOPERATION_TYPE_LABELS,
  type CooperationPageBody,
  cooperationBenefitSchema,
  cooperationPageBodySchema,
  type DeskCooperationPage,
  ENGAGEMENT_LIMITS,
  PARTNER_TYPES,
  type PartnerType,
} from '@portal/contract';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { dayjs } from '@/lib/dayjs';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { useCooperationPages, useSaveCooperationPage } from '../api/engagement';
import { RichTextEditor } from '../../../components/rich-text-editor';
import './engagement-desk.css';

const shape = cooperationPageBodySchema.shape;
const TYPES = PARTNER_TYPES.map((type) => ({ value: type, label: COOPERATION_TYPE_LABELS[type] }));

type Values = { title: string; summary: string; body: string; benefits: string[] };

/** 'Trang hợp tác': the programme of each partner type, as /thong-tin-chung?tab=hop-tac shows it. */
export function CooperationPagesPage() {
  const pages = useCooperationPages();
  const [type, setType] = useState<PartnerType>('collaborator');
  return (
    <>
      <Typography.Title level={3}>Trang hợp tác</Typography.Title>
      <Segmented<PartnerType> options={TYPES} value={type} onChange={setType} style={{ marginBottom: 16 }} aria-label="Chương trình" />
      <QueryState query={pages}>
        {(list) => {
          const page = list.find((p) => p.partnerType === type);
          return <PageForm key={`${type}-${page?.updatedAt ?? 'new'}`} type={type} page={page} />;
        }}
      </QueryState>
    </>
  );
}

function PageForm({ type, page }: { type: PartnerType; page: DeskCooperationPage | undefined }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveCooperationPage();
  const submit = (values: Values) => {
    const body: CooperationPageBody = {
      partnerType: type,
      title: values.title,
      summary: values.summary ?? '',
      body: values.body ?? '',
      benefits: (values.benefits ?? []).filter((b) => b?.trim()),
    };
    save.mutate(body, { onError: (error) => applyServerErrors(form, error) });
  };
  return (
    <Card size="small" className="engagement-desk__card">
      <Typography.Paragraph type="secondary">
        {page?.updatedAt
          ? `Cập nhật lần cuối: ${dayjs(page.updatedAt).format('DD/MM/YYYY HH:mm')}`
          : 'Chưa có trang cho chương trình này: đối tác chưa thấy chương trình cho đến khi lưu.'}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        name={`cooperation-${type}`}
        initialValues={{ title: page?.title ?? '', summary: page?.summary ?? '', body: page?.body ?? '', benefits: page?.benefits ?? [] }}
        onFinish={submit}
        disabled={save.isPending}
      >
        <Form.Item name="title" label="Tiêu đề" rules={[zodRule(shape.title)]}>
          <Input maxLength={ENGAGEMENT_LIMITS.titleMax} />
        </Form.Item>
        <Form.Item name="summary" label="Tóm tắt" rules={[optionalZodRule(shape.summary)]}>
          <Input.TextArea rows={3} maxLength={ENGAGEMENT_LIMITS.summaryMax} showCount />
        </Form.Item>
        <Form.List name="benefits">
          {(fields, { add, remove }) => (
            <fieldset className="engagement-desk__benefits">
              <legend>Quyền lợi</legend>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" className="engagement-desk__benefit">
                  <Form.Item {...field} rules={[optionalZodRule(cooperationBenefitSchema)]} className="engagement-desk__benefit-input">
                    <Input maxLength={ENGAGEMENT_LIMITS.benefitMax} aria-label={`Quyền lợi ${index + 1}`} />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={`Xóa quyền lợi ${index + 1}`}
                  />
                </Space>
              ))}
              {fields.length < ENGAGEMENT_LIMITS.benefitsMax ? (
                <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add('')}>
                  Thêm quyền lợi
                </Button>
              ) : null}
            </fieldset>
          )}
        </Form.List>
        <Form.Item name="body" label="Nội dung trang" rules={[optionalZodRule(shape.body)]}>
          <RichTextEditor label="Nội dung trang" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Lưu trang
        </Button>
      </Form>
    </Card>
  );
}
