import type { ChangePasswordBody } from '@portal/contract';
import { Form, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '@/components/form-fields/new-password-fields';
import { PasswordField } from '@/components/form-fields/password-field';
import { applyServerErrors } from '@/lib/form-errors';
import { consolePaths } from '../../../config/paths';
import { CONSOLE_TEXT } from '../../../lib/labels';
import { clearOperatorSession } from '../../../lib/operator-session';
import { useChangePassword } from '../api/change-password';

/** The operator's own password. The server ends every session of the account, so this one ends too. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ChangePasswordBody>();
  const navigate = useNavigate();
  const changePassword = useChangePassword();

  const submit = (values: ChangePasswordBody) =>
    changePassword.mutate(values, {
      onSuccess: () => {
        onClose();
        void navigate(consolePaths.login.getHref(), { replace: true });
        clearOperatorSession();
      },
      onError: (error) => applyServerErrors(form, error),
    });

  return (
    <Modal
      open={open}
      title={CONSOLE_TEXT.changePassword}
      okText={CONSOLE_TEXT.changePassword}
      cancelText={CONSOLE_TEXT.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={changePassword.isPending}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" name="console-change-password" onFinish={submit} disabled={changePassword.isPending}>
        <PasswordField purpose="current" />
        <NewPasswordFields />
      </Form>
    </Modal>
  );
}
