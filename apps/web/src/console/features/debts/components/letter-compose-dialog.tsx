import {
  type DeskDebtLetterDetail,
  debtLetterDefaultName,
  deskDebtLetterBodySchema,
  deskDebtLetterCorrectBodySchema,
  formatVnd,
  maxLengthOf,
} from '@portal/contract';
import { Alert, Button, Col, DatePicker, Form, Input, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { zodRule } from '@/lib/zod-rule';
import { FormDialog } from '../../../components/form-dialog';
import { MoneyInput } from '../../../components/money-input';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { getLetterDraft, useCorrectLetter, useLetterOptions, useSendLetter } from '../api/letters';

type Values = { partnerId?: string; balanceDate?: Dayjs; balanceAmount?: number; letterName?: string; data?: string; reason?: string };

const fs = deskDebtLetterBodySchema.shape;

export const LETTER_COMPOSE_TEXT = {
  sendTitle: 'Gửi thư xác nhận công nợ',
  correctTitle: 'Gửi thư điều chỉnh',
  partner: 'Cộng tác viên',
  balanceDate: 'Ngày chốt số dư',
  fill: 'Điền từ mẫu',
  balanceAmount: 'Số dư công nợ',
  letterName: 'Tên thư',
  body: 'Nội dung thư',
  reason: 'Lý do điều chỉnh',
  submit: 'Gửi thư',
  draftHint: (count: number, amount: number) =>
    `Số dư tính từ ${count} chỉ định đã hoàn thành đến ngày chốt: ${formatVnd(amount)}. Có thể sửa số dư và nội dung trước khi gửi.`,
} as const;

/**
 * The accountant writes a letter: the collaborator and the balance date, then 'Điền từ mẫu' fills
 * the name, the balance (its completed orders up to that date) and the body from the template;
 * every part stays editable. With `replaces` it is a corrected letter (a reason is asked; the old
 * letter is marked superseded once sent).
 */
export function LetterComposeDialog({ replaces, onClose }: { replaces?: DeskDebtLetterDetail; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const options = useLetterOptions();
  const send = useSendLetter();
  const correct = useCorrectLetter(replaces?.id ?? '');
  const [draftNote, setDraftNote] = useState<string>();
  const [isFilling, setFilling] = useState(false);
  const partnerId = Form.useWatch('partnerId', form);
  const balanceDate = Form.useWatch('balanceDate', form);

  const fill = async () => {
    const id = replaces?.partner.id ?? partnerId;
    if (!id || !balanceDate) {
      await form.validateFields(['partnerId', 'balanceDate']);
      return;
    }
    setFilling(true);
    try {
      const draft = await getLetterDraft(id, balanceDate.format('YYYY-MM-DD'));
      form.setFieldsValue({ letterName: draft.letterName, balanceAmount: draft.balanceAmount, data: draft.data });
      setDraftNote(LETTER_COMPOSE_TEXT.draftHint(draft.completedOrders, draft.balanceAmount));
    } finally {
      setFilling(false);
    }
  };

  const save = (v: Values) => {
    const common = {
      letterName: v.letterName ?? '',
      balanceDate: v.balanceDate?.format('YYYY-MM-DD') ?? '',
      balanceAmount: v.balanceAmount ?? Number.NaN,
      data: v.data ?? '',
    };
    return replaces
      ? correct.mutateAsync({ ...common, reason: v.reason ?? '' })
      : send.mutateAsync({ ...common, partnerId: v.partnerId ?? '' });
  };

  return (
    <FormDialog<Values>
      id={replaces ? 'letter-correct' : 'letter-send'}
      title={replaces ? `${LETTER_COMPOSE_TEXT.correctTitle} — ${replaces.code}` : LETTER_COMPOSE_TEXT.sendTitle}
      width={900}
      form={form}
      isPending={send.isPending || correct.isPending}
      initialValues={
        replaces
          ? {
              balanceDate: dayjs(replaces.balanceDate),
              balanceAmount: replaces.balanceAmount,
              letterName: replaces.letterName,
              data: replaces.data,
            }
          : { balanceDate: dayjs(), letterName: debtLetterDefaultName(dayjs().format('YYYY-MM-DD')) }
      }
      onSave={save}
      onClose={onClose}
      okText={LETTER_COMPOSE_TEXT.submit}
    >
      <Col xs={24} md={10}>
        {replaces ? (
          <Form.Item label={LETTER_COMPOSE_TEXT.partner}>
            <Typography.Text strong>
              {replaces.partner.code} — {replaces.partner.name}
            </Typography.Text>
          </Form.Item>
        ) : (
          <Form.Item name="partnerId" label={LETTER_COMPOSE_TEXT.partner} rules={[zodRule(fs.partnerId)]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={options.isPending}
              placeholder="Chọn cộng tác viên"
              options={(options.data?.collaborators ?? []).map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` }))}
            />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="balanceDate"
          label={LETTER_COMPOSE_TEXT.balanceDate}
          rules={[zodRule({ safeParse: (d: unknown) => fs.balanceDate.safeParse(dayjs.isDayjs(d) ? d.format('YYYY-MM-DD') : d) })]}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item label=" " colon={false}>
          <Button onClick={() => void fill()} loading={isFilling}>
            {LETTER_COMPOSE_TEXT.fill}
          </Button>
        </Form.Item>
      </Col>
      {draftNote ? (
        <Col span={24}>
          <Alert type="info" showIcon title={draftNote} style={{ marginBottom: 16 }} />
        </Col>
      ) : null}
      <Col xs={24} md={14}>
        <Form.Item name="letterName" label={LETTER_COMPOSE_TEXT.letterName} rules={[zodRule(fs.letterName)]}>
          <Input maxLength={maxLengthOf(fs.letterName)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={10}>
        <Form.Item name="balanceAmount" label={LETTER_COMPOSE_TEXT.balanceAmount} rules={[zodRule(fs.balanceAmount)]}>
          <MoneyInput aria-label={LETTER_COMPOSE_TEXT.balanceAmount} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="data" label={LETTER_COMPOSE_TEXT.body} rules={[zodRule(fs.data)]}>
          <RichTextEditor label={LETTER_COMPOSE_TEXT.body} />
        </Form.Item>
      </Col>
      {replaces ? (
        <Col span={24}>
          <Form.Item name="reason" label={LETTER_COMPOSE_TEXT.reason} rules={[zodRule(deskDebtLetterCorrectBodySchema.shape.reason)]}>
            <Input.TextArea rows={2} maxLength={maxLengthOf(deskDebtLetterCorrectBodySchema.shape.reason)} />
          </Form.Item>
        </Col>
      ) : null}
    </FormDialog>
  );
}
