import { isSupplierType } from '@portal/contract';
import { lazy, Suspense, useState } from 'react';
import { LoadingBlock } from '@/components/query-state';
import { AccountPage } from '@/features/account/components/account-page';
import { useLogout } from '@/features/auth/api/logout';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { renameCheckQueryOptions } from '@/features/companies/api/get-rename-check';
import { CompanyRenameCheck } from '@/features/companies/components/company-rename-check';
import { supplierProfileQueryOptions } from '@/features/account/api/get-supplier-profile';
import type { FirstQueries } from '@/lib/first-draw';
import { useCan } from '@/lib/permissions';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';

// The profiles (forms, upload, QR code) load on /ho-so only, never with /tai-khoan.
const SupplierProfilePage = lazy(() =>
  import('@/features/account/components/supplier-profile-page').then((m) => ({ default: m.SupplierProfilePage })),
);
const ProfilePage = lazy(() => import('@/features/account/components/profile-page').then((m) => ({ default: m.ProfilePage })));
const ProfileForm = lazy(() => import('@/features/account/components/profile-page').then((m) => ({ default: m.ProfileForm })));

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

/**
 * /ho-so: a company's profile with where its latest rename request stands (profile/check-request);
 * a collaborator's or provider's 'Hồ sơ nhà cung cấp' (spec 3 §2), edited by its main account, a
 * staff member whose role may update the profile keeping its own contact form below it.
 */
/**
 * What /ho-so reads first (the route's loader: the server draws it with it): a supplier's profile, for
 * a role that may see it; a company's latest rename request, whose notice heads its profile (drawn
 * only once read in the browser, it pushed the profile down: a layout shift of 0.14 on a phone).
 */
export const profileFirstQueries: FirstQueries = (_search, { type, can }) => {
  if (!can('profile.view')) return [];
  if (isSupplierType(type)) return [supplierProfileQueryOptions(type)];
  return type === 'company' ? [renameCheckQueryOptions()] : [];
};

export function ProfileRoute() {
  const session = useSession();
  const profile = useProfile();
  const canUpdate = useCan('profile.update');
  if (session && isSupplierType(session.type)) {
    const isSubUser = profile.data?.isSubUser ?? session.isSubUser;
    const contact = isSubUser && canUpdate && profile.data ? <ProfileForm profile={profile.data} /> : null;
    return (
      <Suspense fallback={<LoadingBlock />}>
        <SupplierProfilePage type={session.type} canEdit={!isSubUser} extra={contact} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<LoadingBlock />}>
      <ProfilePage notice={session?.type === 'company' ? <CompanyRenameCheck /> : undefined} />
    </Suspense>
  );
}
