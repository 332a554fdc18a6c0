import { CANCEL_REASON_LABELS, CANCEL_REASONS, type CancelReason, ORDER_LIMITS, ORDER_TEXT, orderCancelBodySchema } from '@portal/contract';
import { Form, Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { zodMessage } from '@/lib/zod-rule';
import { useCancelOrder } from '../api/order-mutations';

export const CANCEL_TEXT = {
  reasons: 'Lý do hủy',
  other: 'Lý do khác',
  otherPlaceholder: 'Nhập lý do khác',
  confirm: 'Xác nhận hủy',
  close: 'Đóng',
} as const;

type Props = { orderId: string; open: boolean; onClose: () => void };

/**
 * 'Huỷ lịch hẹn' (spec 3 §2, §4, §5): a reason radio or a free text, never both. Choosing a radio
 * clears the text, typing clears the radio, clicking the chosen radio again unchooses it. Neither
 * (or blank text): 'Vui lòng chọn một trong các lý do'. Only one is sent, the text trimmed; on
 * success the list and the detail are read again and the dialog closes.
 */
export function CancelOrderDialog({ orderId, open, onClose }: Props) {
  return open ? <CancelDialog orderId={orderId} onClose={onClose} /> : null;
}

function CancelDialog({ orderId, onClose }: Omit<Props, 'open'>) {
  const [reason, setReason] = useState<CancelReason>();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const cancel = useCancelOrder();

  const confirm = () => {
    const candidate = reason !== undefined ? { reason } : { cancelNotes: text };
    const message = zodMessage(orderCancelBodySchema, candidate);
    if (message) {
      setError(message);
      return;
    }
    // Only one goes out (JSON leaves out what is undefined).
    const body = reason !== undefined ? { reason, cancelNotes: undefined } : { reason: undefined, cancelNotes: text.trim() };
    cancel.mutate({ id: orderId, body }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      title={ORDER_TEXT.cancelDialogTitle}
      okText={CANCEL_TEXT.confirm}
      okButtonProps={{ danger: true }}
      cancelText={CANCEL_TEXT.close}
      confirmLoading={cancel.isPending}
      onOk={confirm}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={CANCEL_TEXT.reasons} validateStatus={error ? 'error' : undefined} help={error}>
          <Radio.Group
            value={reason ?? null}
            onChange={(e) => {
              setReason(e.target.value as CancelReason);
              setText('');
              setError(undefined);
            }}
          >
            <Space orientation="vertical">
              {CANCEL_REASONS.map((r) => (
                <Radio key={r} value={r} onClick={() => (reason === r ? setReason(undefined) : undefined)}>
                  {CANCEL_REASON_LABELS[r]}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={CANCEL_TEXT.other} htmlFor="cancel-notes">
          <Input.TextArea
            id="cancel-notes"
            rows={3}
            placeholder={CANCEL_TEXT.otherPlaceholder}
            maxLength={ORDER_LIMITS.cancelNotesMax}
            showCount
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (e.target.value) setReason(undefined);
              setError(undefined);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
