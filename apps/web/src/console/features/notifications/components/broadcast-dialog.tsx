import { broadcastBodySchema, maxLengthOf, NOTIFICATION_MSG, PARTNER_TYPES, type BroadcastBody, type PartnerType } from '@portal/contract';
import { Checkbox, Form, Input, Modal, Radio } from 'antd';
import { applyServerErrors } from '@/lib/form-errors';
import { optionalZodRule, zodRule } from '@/lib/zod-rule';
import { PARTNER_TYPE_LABELS } from '../../../lib/labels';
import { useSendBroadcast } from '../api/send-broadcast';
import { PartnerPicker } from './partner-picker';

const fields = broadcastBodySchema.shape;

export const BROADCAST_TEXT = {
  title: 'Gửi thông báo',
  ok: 'Gửi',
  heading: 'Tiêu đề',
  body: 'Nội dung',
  link: 'Đường dẫn trên cổng',
  linkHint: 'Trang đối tác mở khi bấm vào thông báo, ví dụ /tin-tuc hoặc /thong-tin-chung?tab=faq',
  audience: 'Gửi tới',
  byType: 'Một loại đối tác',
  chosen: 'Các đối tác được chọn',
  type: 'Loại đối tác',
  partners: 'Đối tác nhận',
  email: 'Gửi kèm email',
} as const;

type Values = {
  title: string;
  body?: string;
  link?: string;
  mode: 'type' | 'partners';
  audienceType?: PartnerType;
  partnerIds?: string[];
  email?: boolean;
};

/** What the form's values send: the audience is a type or chosen partners, never both. Pure. */
export function broadcastBody(v: Values): BroadcastBody {
  return {
    title: v.title,
    body: v.body ?? '',
    ...(v.link?.trim() ? { link: v.link.trim() } : {}),
    ...(v.mode === 'type' ? { audienceType: v.audienceType } : { partnerIds: v.partnerIds ?? [] }),
    email: v.email === true,
  };
}

/** The audience part of the contract's rule (a type, or at least one partner, at most 500), with its message. */
const audienceRule = (mode: Values['mode']) => ({
  validator: async (_: unknown, value: unknown) => {
    const result = broadcastBodySchema.safeParse({
      title: 'x',
      ...(mode === 'type' ? { audienceType: value } : { partnerIds: value ?? [] }),
    });
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? NOTIFICATION_MSG.audience);
  },
});

/**
 * 'Gửi thông báo': to every active partner of a type, or to chosen partners; e-mailed too when
 * asked. Rules and messages are the contract's; the queue delivers it after the dialog closes.
 */
export function BroadcastDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const send = useSendBroadcast();
  const mode = Form.useWatch('mode', form) ?? 'type';

  return (
    <Modal
      open
      width={640}
      title={BROADCAST_TEXT.title}
      okText={BROADCAST_TEXT.ok}
      cancelText="Hủy"
      okButtonProps={{ htmlType: 'submit', form: 'broadcast' }}
      confirmLoading={send.isPending}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        id="broadcast"
        name="broadcast"
        layout="vertical"
        disabled={send.isPending}
        initialValues={{ mode: 'type', email: false, partnerIds: [] }}
        onFinish={(values) =>
          send.mutate(broadcastBody(values), {
            onSuccess: onClose,
            onError: (error) => applyServerErrors(form, error),
          })
        }
      >
        <Form.Item name="title" label={BROADCAST_TEXT.heading} rules={[zodRule(fields.title)]}>
          <Input maxLength={maxLengthOf(fields.title)} showCount />
        </Form.Item>
        <Form.Item name="body" label={BROADCAST_TEXT.body} rules={[optionalZodRule(fields.body)]}>
          <Input.TextArea rows={4} maxLength={maxLengthOf(fields.body)} showCount />
        </Form.Item>
        <Form.Item name="link" label={BROADCAST_TEXT.link} extra={BROADCAST_TEXT.linkHint} rules={[optionalZodRule(fields.link)]}>
          <Input placeholder="/tin-tuc" />
        </Form.Item>
        <Form.Item name="mode" label={BROADCAST_TEXT.audience}>
          <Radio.Group
            options={[
              { value: 'type', label: BROADCAST_TEXT.byType },
              { value: 'partners', label: BROADCAST_TEXT.chosen },
            ]}
          />
        </Form.Item>
        {mode === 'type' ? (
          <Form.Item name="audienceType" label={BROADCAST_TEXT.type} rules={[{ required: true, ...audienceRule('type') }]}>
            <Radio.Group options={PARTNER_TYPES.map((t) => ({ value: t, label: PARTNER_TYPE_LABELS[t] }))} />
          </Form.Item>
        ) : (
          <Form.Item name="partnerIds" label={BROADCAST_TEXT.partners} rules={[{ required: true, ...audienceRule('partners') }]}>
            <PartnerMultiPicker />
          </Form.Item>
        )}
        <Form.Item name="email" valuePropName="checked">
          <Checkbox>{BROADCAST_TEXT.email}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Form.Item hands its control `id`, `value` and `onChange`. */
function PartnerMultiPicker({ id, value, onChange }: { id?: string; value?: string[]; onChange?: (ids: string[]) => void }) {
  return (
    <PartnerPicker id={id} mode="multiple" placeholder="Tìm theo mã hoặc tên đối tác" value={value} onChange={(ids) => onChange?.(ids)} />
  );
}
