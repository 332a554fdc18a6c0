import { LIMITS, reasonBodySchema } from '@portal/contract';
import { Form, Input, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { zodRule } from '@/lib/zod-rule';
import { CONSOLE_TEXT } from '../lib/labels';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in a sentence the operator reads before confirming. */
  description?: ReactNode;
  /** Ask for a reason (told to the partner); the contract's rule checks it. */
  withReason?: boolean;
  reasonLabel?: string;
  okText?: string;
  danger?: boolean;
  /** Runs the change; the dialog closes when it resolves and stays open (with the text) when it fails. */
  onConfirm: (reason: string | undefined) => Promise<unknown>;
  onClose: () => void;
};

/**
 * The console's one confirmation: approve, lock, send a reset link (a plain confirm) and reject
 * (with a reason) all go through it, so every decision looks and behaves the same.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  withReason = false,
  reasonLabel = CONSOLE_TEXT.reasonLabel,
  okText = CONSOLE_TEXT.confirm,
  danger = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [isPending, setPending] = useState(false);

  const submit = async (values: { reason?: string }) => {
    setPending(true);
    try {
      await onConfirm(withReason ? values.reason?.trim() : undefined);
      form.resetFields();
      onClose();
    } catch {
      // The API client has told the operator why; keep what was typed.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={CONSOLE_TEXT.cancel}
      okButtonProps={{ danger, htmlType: 'submit', form: 'confirm-dialog' }}
      onCancel={onClose}
      confirmLoading={isPending}
      destroyOnHidden
      mask={{ closable: !isPending }}
    >
      {description && <Typography.Paragraph>{description}</Typography.Paragraph>}
      <Form form={form} id="confirm-dialog" name="confirm-dialog" layout="vertical" onFinish={(v) => void submit(v)} disabled={isPending}>
        {withReason && (
          <Form.Item name="reason" label={reasonLabel} rules={[zodRule(reasonBodySchema.shape.reason)]}>
            <Input.TextArea rows={3} maxLength={LIMITS.reasonMax} showCount autoFocus />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
