import { type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  title: string;
  okText: string;
  isPending: boolean;
  form: FormInstance;
  onClose: () => void;
  children: ReactNode;
};

/** A dialog around one form: 'OK' submits it, closing forgets what was typed. */
export function FormDialog({ open, title, okText, isPending, form, onClose, children }: Props) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Hủy"
      okButtonProps={{ loading: isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
