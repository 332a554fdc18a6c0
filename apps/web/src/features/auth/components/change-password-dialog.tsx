import type { PartnerType } from '@portal/contract';
import { useNavigate } from 'react-router';
import { ChangePasswordModal } from '@/components/change-password-modal';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { clearSession } from '@/lib/session';
import { useChangePassword } from '../api/change-password';

type ChangePasswordDialogProps = {
  type: PartnerType;
  open: boolean;
  onClose: () => void;
};

/**
 * Spec 1 §2.4. On success the client shows "Thành công"; the session ends and the user goes to
 * the login page of their type. On failure the dialog stays open with what was typed.
 */
export function ChangePasswordDialog({ type, open, onClose }: ChangePasswordDialogProps) {
  const navigate = useNavigate();
  const changePassword = useChangePassword(type);

  return (
    <ChangePasswordModal
      open={open}
      onClose={onClose}
      name="change-password"
      pending={changePassword.isPending}
      onSubmit={(values, form) =>
        changePassword.mutate(values, {
          onSuccess: () => {
            onClose();
            void navigate(paths.login.getHref(type), { replace: true });
            clearSession();
          },
          onError: (error) => applyServerErrors(form, error),
        })
      }
    />
  );
}
