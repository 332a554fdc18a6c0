import { ENGAGEMENT_LIMITS, engagementHandleBodySchema } from '@portal/contract';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { optionalZodRule } from '@/lib/zod-rule';

type HandleDialogProps = {
  open: boolean;
  title: string;
  /** Marks it handled with the note; the dialog closes when it resolves and keeps the text when it fails. */
  onConfirm: (note: string) => Promise<unknown>;
  onClose: () => void;
};

/** "Đánh dấu đã xử lý" with the operator's note (what was done), kept in the audit trail. */
export function HandleDialog({ open, title, onConfirm, onClose }: HandleDialogProps) {
  const [form] = Form.useForm<{ note?: string }>();
  const [isPending, setPending] = useState(false);
  const submit = async (values: { note?: string }) => {
    setPending(true);
    try {
      await onConfirm(values.note?.trim() ?? '');
      form.resetFields();
      onClose();
    } catch {
      // The API client has said why; keep the note.
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText="Đánh dấu đã xử lý"
      cancelText="Hủy"
      okButtonProps={{ htmlType: 'submit', form: 'handle-dialog' }}
      confirmLoading={isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} id="handle-dialog" name="handle-dialog" layout="vertical" onFinish={submit} disabled={isPending}>
        <Form.Item name="note" label="Ghi chú xử lý" rules={[optionalZodRule(engagementHandleBodySchema.shape.note)]}>
          <Input.TextArea rows={4} maxLength={ENGAGEMENT_LIMITS.noteMax} showCount placeholder="Đã liên hệ lại, đã chuyển bộ phận…" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
