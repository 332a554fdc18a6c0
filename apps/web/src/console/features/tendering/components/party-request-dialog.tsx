import {
  maxLengthOf,
  type PartyRequestBody,
  partyRequestBodySchema,
  lookupName,
  REQUEST_TYPE,
  rules,
  TENDER_DESK_MSG,
  TENDER_MSG,
} from '@portal/contract';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import { dayjs } from '@/lib/dayjs';
import { applyServerErrors } from '@/lib/form-errors';
import { requiredRule, zodRule } from '@/lib/zod-rule';
import { CONSOLE_TEXT } from '../../../lib/labels';
import { lookupOptions } from './tender-labels';

type Dayjs = ReturnType<typeof dayjs>;
type Values = {
  dateMeet?: Dayjs;
  address?: string;
  nameContact?: string;
  phoneContact?: string;
  note?: string;
  dateRequired?: Dayjs;
  additional?: number[];
  content?: string;
};

const [meetSchema, additionalSchema] = partyRequestBodySchema.options;

/** The inviting party's request to one submission: a meeting (1) or additional documents (2). */
export function PartyRequestDialog({
  type,
  providerName,
  onSend,
  onClose,
}: {
  type: typeof REQUEST_TYPE.Meet | typeof REQUEST_TYPE.Additional;
  providerName: string;
  onSend: (body: PartyRequestBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const isMeet = type === REQUEST_TYPE.Meet;
  const submit = async (v: Values) => {
    const body: PartyRequestBody = isMeet
      ? {
          type: REQUEST_TYPE.Meet,
          dateMeet: v.dateMeet?.toISOString() ?? '',
          address: v.address ?? '',
          nameContact: v.nameContact ?? '',
          phoneContact: v.phoneContact ?? '',
          note: v.note ?? '',
          content: v.content ?? '',
        }
      : {
          type: REQUEST_TYPE.Additional,
          dateRequired: v.dateRequired?.format('YYYY-MM-DD') ?? '',
          additional: v.additional ?? [],
          content: v.content ?? '',
        };
    try {
      await onSend(body);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <Modal
      open
      title={`${isMeet ? 'Mời gặp mặt' : lookupName('requestType', REQUEST_TYPE.Additional)} — ${providerName}`}
      okText="Gửi yêu cầu"
      cancelText={CONSOLE_TEXT.cancel}
      okButtonProps={{ htmlType: 'submit', form: 'party-request' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} id="party-request" name="party-request" layout="vertical" onFinish={(v) => void submit(v)}>
        {isMeet ? (
          <>
            <Form.Item name="dateMeet" label="Thời gian gặp mặt" rules={[requiredRule(TENDER_DESK_MSG.dateMeet)]}>
              <DatePicker showTime format="DD/MM/YYYY HH:mm" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="address" label="Địa điểm" rules={[zodRule(meetSchema.shape.address)]}>
              <Input maxLength={maxLengthOf(meetSchema.shape.address)} />
            </Form.Item>
            <Form.Item name="nameContact" label="Người liên hệ" rules={[zodRule(meetSchema.shape.nameContact)]}>
              <Input maxLength={maxLengthOf(meetSchema.shape.nameContact)} />
            </Form.Item>
            <Form.Item name="phoneContact" label="Số điện thoại liên hệ" rules={[zodRule(rules.phone)]}>
              <Input inputMode="tel" maxLength={maxLengthOf(rules.phone)} />
            </Form.Item>
            <Form.Item name="note" label="Ghi chú">
              <Input.TextArea rows={2} maxLength={maxLengthOf(meetSchema.shape.note)} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="dateRequired" label="Hạn nộp bổ sung" rules={[requiredRule(TENDER_DESK_MSG.dateRequired)]}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
            </Form.Item>
            <Form.Item name="additional" label="Tài liệu cần bổ sung" rules={[zodRule(additionalSchema.shape.additional)]}>
              <Select mode="multiple" options={lookupOptions('requestAdditional')} />
            </Form.Item>
          </>
        )}
        <Form.Item name="content" label="Nội dung" rules={[{ required: true, whitespace: true, message: TENDER_MSG.requestContent }]}>
          <Input.TextArea rows={4} maxLength={maxLengthOf(meetSchema.shape.content)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
