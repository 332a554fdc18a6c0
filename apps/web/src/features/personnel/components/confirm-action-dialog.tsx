import { Modal } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  children: ReactNode;
  okText: string;
  danger?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A confirmation before a change (delete, lock, unlock, a new link). It closes only when the change
 * succeeded: a refusal shows the server's reason as the error notice and the dialog stays (SPEC-NOTES 1).
 */
export function ConfirmActionDialog({ title, children, okText, danger = false, pending, onConfirm, onClose }: Props) {
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="Hủy"
      okButtonProps={{ danger }}
      confirmLoading={pending}
      onOk={onConfirm}
      onCancel={onClose}
    >
      {children}
    </Modal>
  );
}
