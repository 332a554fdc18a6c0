import { formatDateTime, PARTNER_LABELS, type Profile } from '@portal/contract';
import { Button, Descriptions, Empty } from 'antd';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useProfile } from '@/lib/profile';
import { useDocumentTitle } from '@/lib/use-document-title';

export const ACCOUNT_TITLE = 'Tài khoản';

/** SPEC-NOTES 7: /tai-khoan. The devices part arrives with push notifications. */
export function AccountPage({ onChangePassword }: { onChangePassword: () => void }) {
  useDocumentTitle(ACCOUNT_TITLE);
  const profile = useProfile();
  return (
    <section className="page">
      <PageTitle extra={<Button onClick={onChangePassword}>Đổi mật khẩu</Button>}>{ACCOUNT_TITLE}</PageTitle>
      <QueryState query={profile}>{(data) => <AccountDetails profile={data} />}</QueryState>
      <h2 className="section-title">Thiết bị nhận thông báo</h2>
      <Empty description="Đang phát triển" />
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
