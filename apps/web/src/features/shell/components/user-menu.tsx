import { UserIcon } from '@/components/icons';
import { MenuButton } from '@/components/menu-button';
import { paths } from '@/config/paths';
import { can } from '@/lib/permissions';
import { useProfile } from '@/lib/profile';
import type { Session } from '@/lib/session';
import { userMenuLines } from './user-menu-lines';

type UserMenuProps = {
  session: Session;
  onChangePassword: () => void;
  onLogout: () => void;
};

export const USER_MENU_LABELS = {
  profile: 'Hồ sơ',
  changePassword: 'Đổi mật khẩu',
  logout: 'Đăng xuất',
} as const;

/** Spec 1 §2.2: Profile, Change password, Logout, under the partner's two lines. */
export function UserMenu({ session, onChangePassword, onLogout }: UserMenuProps) {
  const profile = useProfile();
  const lines = userMenuLines(session, profile.data);

  return (
    <MenuButton
      testId="user-menu"
      triggerClassName="user-menu"
      items={[
        // A sub-user whose role does not read the partner's profile does not see the entry.
        ...(can(session, profile.data, 'profile.view')
          ? [{ key: 'profile', label: USER_MENU_LABELS.profile, to: paths.profile.getHref() }]
          : []),
        { key: 'change-password', label: USER_MENU_LABELS.changePassword, onSelect: onChangePassword },
        { key: 'logout', label: USER_MENU_LABELS.logout, onSelect: onLogout, danger: true },
      ]}
    >
      <UserIcon className="user-menu__icon" />
      <span className="user-menu__lines">
        <span className="user-menu__first">{lines.first}</span>
        {lines.second ? <span className="user-menu__second">{lines.second}</span> : null}
      </span>
    </MenuButton>
  );
}
