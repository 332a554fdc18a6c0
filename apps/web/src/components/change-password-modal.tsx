import type { ChangePasswordBody } from '@portal/contract';
import { Form, type FormInstance, Modal } from 'antd';
import { NewPasswordFields } from '@/components/form-fields/new-password-fields';
import { PasswordField } from '@/components/form-fields/password-field';

export const CHANGE_PASSWORD_TITLE = 'Đổi mật khẩu';

type ChangePasswordModalProps = {
  open: boolean;
  onClose: () => void;
  /** The form's name (its fields' ids). */
  name: string;
  pending: boolean;
  /** Sends the change; `form` takes the server's field errors. */
  onSubmit: (values: ChangePasswordBody, form: FormInstance<ChangePasswordBody>) => void;
};

/**
 * The change-password dialog of partners and operators alike: current password, new password
 * and its confirmation; it stays open with what was typed while the change fails.
 */
export function ChangePasswordModal({ open, onClose, name, pending, onSubmit }: ChangePasswordModalProps) {
  const [form] = Form.useForm<ChangePasswordBody>();
  return (
    <Modal
      open={open}
      title={CHANGE_PASSWORD_TITLE}
      okText={CHANGE_PASSWORD_TITLE}
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" name={name} onFinish={(values) => onSubmit(values, form)} disabled={pending}>
        <PasswordField purpose="current" />
        <NewPasswordFields />
      </Form>
    </Modal>
  );
}
