import { useNavigate } from 'react-router';
import { ChangePasswordModal } from '@/components/change-password-modal';
import { applyServerErrors } from '@/lib/form-errors';
import { consolePaths } from '../../../config/paths';
import { clearOperatorSession } from '../../../lib/operator-session';
import { useChangePassword } from '../api/change-password';

/** The operator's own password. The server ends every session of the account, so this one ends too. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const changePassword = useChangePassword();

  return (
    <ChangePasswordModal
      open={open}
      onClose={onClose}
      name="console-change-password"
      pending={changePassword.isPending}
      onSubmit={(values, form) =>
        changePassword.mutate(values, {
          onSuccess: () => {
            onClose();
            void navigate(consolePaths.login.getHref(), { replace: true });
            clearOperatorSession();
          },
          onError: (error) => applyServerErrors(form, error),
        })
      }
    />
  );
}
