import { formatDateTime, PARTNER_LABELS, type Profile } from '@portal/contract';
import { Button, Descriptions } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { PageTitle } from '@/components/page-title';
import { LoadingBlock, QueryState } from '@/components/query-state';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

// The devices table (antd's Table) loads after the page's first paint: it is below the account
// details and would otherwise weigh on every signed-in page's first load (bench/bundle-budget.ts).
const SignedInDevices = lazy(() => import('./signed-in-devices').then((m) => ({ default: m.SignedInDevices })));

export const ACCOUNT_TITLE = 'Tài khoản';

type Props = {
  onChangePassword: () => void;
  onLogout: () => void;
  /** The devices registered for push (another area's section, composed by the route). */
  pushDevices?: ReactNode;
};

/** SPEC-NOTES 7: /tai-khoan, with the signed-in devices, "log out from all devices" and the push devices. */
export function AccountPage({ onChangePassword, onLogout, pushDevices }: Props) {
  useDocumentTitle(ACCOUNT_TITLE);
  const profile = useProfile();
  const session = useSession();
  return (
    <section className="page">
      <PageTitle extra={<Button onClick={onChangePassword}>Đổi mật khẩu</Button>}>{ACCOUNT_TITLE}</PageTitle>
      <QueryState query={profile}>{(data) => <AccountDetails profile={data} />}</QueryState>
      {session ? (
        <Suspense fallback={<LoadingBlock />}>
          <SignedInDevices type={session.type} onLogoutHere={onLogout} />
        </Suspense>
      ) : null}
      {pushDevices}
    </section>
  );
}

export function AccountDetails({ profile }: { profile: Profile }) {
  // A sub-user's personnel role (marked when inactive); the main account holds every permission.
  const role = profile.personnelRole;
  const roleLabel = !profile.isSubUser
    ? 'Tài khoản chính (toàn quyền)'
    : !role
      ? 'Chưa có vai trò'
      : role.active
        ? role.name
        : `${role.name} (ngừng hoạt động)`;
  return (
    <Descriptions
      bordered
      column={1}
      items={[
        { key: 'username', label: 'Tên đăng nhập', children: profile.username },
        { key: 'email', label: 'Email', children: profile.email || '—' },
        { key: 'phone', label: 'Số điện thoại', children: profile.phone || '—' },
        { key: 'type', label: 'Loại đối tác', children: PARTNER_LABELS[profile.type] },
        { key: 'sub', label: 'Tài khoản nhân sự', children: profile.isSubUser ? 'Có' : 'Không' },
        { key: 'role', label: 'Vai trò', children: roleLabel },
        { key: 'last', label: 'Đăng nhập gần nhất', children: formatDateTime(profile.lastLoginAt) || '—' },
      ]}
    />
  );
}
