import type { ChangePasswordBody, PartnerType } from '@portal/contract';
import { Form, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '@/components/form-fields/new-password-fields';
import { PasswordField } from '@/components/form-fields/password-field';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { clearSession } from '@/lib/session';
import { useChangePassword } from '../api/change-password';

type ChangePasswordDialogProps = {
  type: PartnerType;
  open: boolean;
  onClose: () => void;
};

export const CHANGE_PASSWORD_TITLE = 'Đổi mật khẩu';

/**
 * Spec 1 §2.4. On success the client shows "Thành công"; the session ends and the user goes to
 * the login page of their type. On failure the dialog stays open with what was typed.
 */
export function ChangePasswordDialog({ type, open, onClose }: ChangePasswordDialogProps) {
  const [form] = Form.useForm<ChangePasswordBody>();
  const navigate = useNavigate();
  const changePassword = useChangePassword(type);

  const submit = (values: ChangePasswordBody) =>
    changePassword.mutate(values, {
      onSuccess: () => {
        onClose();
        void navigate(paths.login.getHref(type), { replace: true });
        clearSession();
      },
      onError: (error) => applyServerErrors(form, error),
    });

  return (
    <Modal
      open={open}
      title={CHANGE_PASSWORD_TITLE}
      okText="Đổi mật khẩu"
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={changePassword.isPending}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" name="change-password" onFinish={submit} disabled={changePassword.isPending}>
        <PasswordField purpose="current" />
        <NewPasswordFields />
      </Form>
    </Modal>
  );
}
