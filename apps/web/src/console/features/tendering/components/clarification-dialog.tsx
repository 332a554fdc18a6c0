import { deskClarificationFieldsSchema, TENDER_LIMITS, TENDER_MSG } from '@portal/contract';
import { DatePicker, Form, Input, Modal, Typography, type UploadFile } from 'antd';
import { FileListUpload } from '@/components/file-list-upload';
import { dayjs } from '@/lib/dayjs';
import { applyServerErrors } from '@/lib/form-errors';
import { requiredRule, zodRule } from '@/lib/zod-rule';
import { CONSOLE_TEXT } from '../../../lib/labels';

type Values = { title: string; dateRequest?: ReturnType<typeof dayjs>; content: string; files?: UploadFile[] };
const shape = deskClarificationFieldsSchema.shape;

/** Records a clarification on a provider's behalf (a question asked by phone); the provider never sees it. */
export function ClarificationDialog({
  providerName,
  onSend,
  onClose,
}: {
  providerName: string;
  onSend: (form: FormData) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  // Spec 2 §4.3's defaults for a new request: due three days from today, titled with today's date.
  const initialValues = {
    title: `Yêu cầu ${dayjs().format('DD/MM/YYYY')}`,
    dateRequest: dayjs().add(TENDER_LIMITS.requestDueDays, 'day'),
    content: '',
  };
  const submit = async (v: Values) => {
    const body = new FormData();
    body.append('title', v.title);
    body.append('dateRequest', v.dateRequest?.format('YYYY-MM-DD') ?? '');
    body.append('content', v.content);
    for (const f of v.files ?? []) if (f.originFileObj) body.append('files', f.originFileObj, f.name);
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
      title={`Ghi nhận yêu cầu làm rõ — ${providerName}`}
      okText="Ghi nhận"
      cancelText={CONSOLE_TEXT.cancel}
      okButtonProps={{ htmlType: 'submit', form: 'desk-clarification' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">Yêu cầu do quản trị ghi nhận không hiển thị với nhà thầu.</Typography.Paragraph>
      <Form
        form={form}
        id="desk-clarification"
        name="desk-clarification"
        layout="vertical"
        initialValues={initialValues}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="title" label="Tiêu đề" rules={[zodRule(shape.title)]}>
          <Input maxLength={TENDER_LIMITS.titleMax} />
        </Form.Item>
        <Form.Item name="dateRequest" label="Ngày cần phản hồi" rules={[requiredRule(TENDER_MSG.requestDate)]}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="content" label="Nội dung" rules={[zodRule(shape.content)]}>
          <Input.TextArea rows={4} maxLength={TENDER_LIMITS.contentMax} />
        </Form.Item>
        <Form.Item name="files" label="Tệp đính kèm" valuePropName="value">
          <FileListUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}
