import { type DeskRequest, deskReplyFieldsSchema, maxLengthOf } from '@portal/contract';
import { Form, Input, Modal, type UploadFile, Typography } from 'antd';
import { FileListUpload } from '@/components/file-list-upload';
import { applyServerErrors } from '@/lib/form-errors';
import { zodRule } from '@/lib/zod-rule';
import { CONSOLE_TEXT } from '../../../lib/labels';

/** Answers a provider's clarification request with text and files; the request then locks for the provider. */
export function ReplyDialog({
  request,
  onSend,
  onClose,
}: {
  request: DeskRequest;
  onSend: (form: FormData) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ content: string; files: UploadFile[] }>();
  const submit = async (v: { content: string; files?: UploadFile[] }) => {
    const body = new FormData();
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
      title={`Trả lời: ${request.title}`}
      okText="Gửi phản hồi"
      cancelText={CONSOLE_TEXT.cancel}
      okButtonProps={{ htmlType: 'submit', form: 'request-reply' }}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      <Typography.Paragraph type="secondary">{`${request.providerName}: ${request.content}`}</Typography.Paragraph>
      <Form form={form} id="request-reply" name="request-reply" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="content" label="Nội dung phản hồi" rules={[zodRule(deskReplyFieldsSchema.shape.content)]}>
          <Input.TextArea rows={5} maxLength={maxLengthOf(deskReplyFieldsSchema.shape.content)} showCount />
        </Form.Item>
        <Form.Item name="files" label="Tệp đính kèm" valuePropName="value">
          <FileListUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}
