import {
  COOPERATION_TYPE_LABELS,
  type CooperationContactBody,
  cooperationContactBodySchema,
  ENGAGEMENT_LIMITS,
  ENGAGEMENT_MSG,
  maxLengthOf,
  PARTNER_TYPES,
  type PartnerType,
} from '@portal/contract';
import { Alert, Button, Col, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { EmailField } from '@/components/form-fields/email-field';
import { PhoneField } from '@/components/form-fields/phone-field';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { useSendCooperationContact } from '../api/send-cooperation-contact';

const shape = cooperationContactBodySchema.shape;
const TYPE_OPTIONS = PARTNER_TYPES.map((type) => ({ value: type, label: COOPERATION_TYPE_LABELS[type] }));

type Values = { name: string; phone: string; email: string; organisation?: string; partnerType?: PartnerType; message: string };

/** The cooperation contact form: every rule a contract schema (the server checks the same). */
export function CooperationContactForm({ initialType }: { initialType?: PartnerType | undefined }) {
  const [form] = Form.useForm<Values>();
  const send = useSendCooperationContact();
  const [isSent, setSent] = useState(false);

  if (isSent)
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={ENGAGEMENT_MSG.contactSent}
        action={
          <Button size="small" onClick={() => setSent(false)}>
            Gửi liên hệ khác
          </Button>
        }
      />
    );

  const submit = (values: Values) => {
    const body: CooperationContactBody = {
      name: values.name,
      phone: values.phone,
      email: values.email,
      organisation: values.organisation ?? '',
      partnerType: values.partnerType as PartnerType,
      message: values.message,
    };
    send.mutate(body, {
      onSuccess: () => {
        form.resetFields();
        setSent(true);
      },
      onError: (error) => applyServerErrors(form, error),
    });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="cooperation-contact"
      initialValues={{ partnerType: initialType }}
      onFinish={submit}
      disabled={send.isPending}
      requiredMark
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Họ và tên" rules={[zodRule(shape.name)]}>
            <Input autoComplete="name" maxLength={maxLengthOf(shape.name)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="partnerType" label="Loại hình hợp tác" rules={[zodRule(shape.partnerType)]}>
            <Select options={TYPE_OPTIONS} placeholder="Chọn loại hình" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <PhoneField required />
        </Col>
        <Col xs={24} md={12}>
          <EmailField required />
        </Col>
        <Col xs={24}>
          <Form.Item name="organisation" label="Tên tổ chức / đơn vị" rules={[optionalZodRule(shape.organisation)]}>
            <Input autoComplete="organization" maxLength={ENGAGEMENT_LIMITS.organisationMax} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="message" label="Nội dung cần trao đổi" rules={[zodRule(shape.message)]}>
            <Input.TextArea rows={4} maxLength={ENGAGEMENT_LIMITS.messageMax} showCount />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        Gửi liên hệ
      </Button>
    </Form>
  );
}
