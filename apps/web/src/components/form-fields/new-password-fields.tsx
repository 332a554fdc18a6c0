import { ConfirmPasswordField } from './confirm-password-field';
import { PasswordField } from './password-field';

/**
 * A new password and its confirmation. Used by registration, the change-password dialog and the
 * last forgot-password step.
 */
export function NewPasswordFields({
  name = 'newPassword',
  label = 'Mật khẩu mới',
  confirmLabel = 'Nhập lại mật khẩu mới',
}: {
  name?: string;
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <PasswordField purpose="new" name={name} label={label} />
      <ConfirmPasswordField of={name} label={confirmLabel} />
    </>
  );
}
