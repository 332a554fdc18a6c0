import { useState } from 'react';
import { AccountPage } from '@/features/account/components/account-page';
import { ProfilePage } from '@/features/account/components/profile-page';
import { useLogout } from '@/features/auth/api/logout';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { CompanyRenameCheck } from '@/features/companies/components/company-rename-check';
import { useSession } from '@/lib/session';

/** /tai-khoan: the account page with the auth feature's change-password dialog and logout (its own device's). */
export function AccountRoute() {
  const session = useSession();
  const logout = useLogout();
  const [isChangingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <AccountPage onChangePassword={() => setChangingPassword(true)} onLogout={logout} />
      {session && isChangingPassword ? <ChangePasswordDialog type={session.type} open onClose={() => setChangingPassword(false)} /> : null}
    </>
  );
}

/** /ho-so: a company also sees where its latest rename request stands (profile/check-request). */
export function ProfileRoute() {
  const session = useSession();
  return <ProfilePage notice={session?.type === 'company' ? <CompanyRenameCheck /> : undefined} />;
}
