import { lazy, Suspense, useState } from 'react';
import { LoadingBlock } from '@/components/query-state';
import { AccountPage } from '@/features/account/components/account-page';
import { ProfilePage } from '@/features/account/components/profile-page';
import { useLogout } from '@/features/auth/api/logout';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { CompanyRenameCheck } from '@/features/companies/components/company-rename-check';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';

// Below the page's first screen, with antd's Table: loaded after the account details.
const PushDevices = lazy(() => import('@/features/push/components/push-devices').then((m) => ({ default: m.PushDevices })));

/**
 * /tai-khoan: the account page with the auth feature's change-password dialog and logout (its own
 * device's), and the push area's devices.
 */
export function AccountRoute() {
  const session = useSession();
  const profile = useProfile();
  const logout = useLogout();
  const [isChangingPassword, setChangingPassword] = useState(false);
  const userId = profile.data?.id;
  return (
    <>
      <AccountPage
        onChangePassword={() => setChangingPassword(true)}
        onLogout={logout}
        pushDevices={
          session && userId ? (
            <Suspense fallback={<LoadingBlock />}>
              <PushDevices type={session.type} userId={userId} />
            </Suspense>
          ) : null
        }
      />
      {session && isChangingPassword ? <ChangePasswordDialog type={session.type} open onClose={() => setChangingPassword(false)} /> : null}
    </>
  );
}

/** /ho-so: a company also sees where its latest rename request stands (profile/check-request). */
export function ProfileRoute() {
  const session = useSession();
  return <ProfilePage notice={session?.type === 'company' ? <CompanyRenameCheck /> : undefined} />;
}
