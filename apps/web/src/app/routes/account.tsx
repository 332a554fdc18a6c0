import { useState } from 'react';
import { AccountPage } from '@/features/account/components/account-page';
import { ProfilePage } from '@/features/account/components/profile-page';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { useSession } from '@/lib/session';

/** /tai-khoan: the account page with the auth feature's change-password dialog. */
export function AccountRoute() {
  const session = useSession();
  const [isChangingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <AccountPage onChangePassword={() => setChangingPassword(true)} />
      {session && isChangingPassword ? <ChangePasswordDialog type={session.type} open onClose={() => setChangingPassword(false)} /> : null}
    </>
  );
}

export const ProfileRoute = ProfilePage;
