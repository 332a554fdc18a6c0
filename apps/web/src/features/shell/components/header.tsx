import { PARTNER_LABELS, PARTNER_TYPES } from '@portal/contract';
import { type ReactNode, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { MenuIcon, PhoneIcon } from '@/components/icons';
import { lazyInAntdScope } from '@/components/lazy-in-antd-scope';
import { Logo } from '@/components/logo';
import { MenuButton } from '@/components/menu-button';
import { HOME_ANCHORS, paths } from '@/config/paths';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { useFooter } from '../api/get-footer';
import { TOP_BAR_LINKS, visibleMenu } from './partner-menu-items';
import { UserMenu } from './user-menu';

// Loaded on the first tap of the menu button: the header itself draws no antd component (bundle budget).
const MenuDrawer = lazyInAntdScope(() => import('./menu-drawer').then((m) => m.MenuDrawer));

export const HEADER_TEXT = { openMenu: 'Mở menu' } as const;

type HeaderProps = {
  onChangePassword: () => void;
  onLogout: () => void;
  /** What other areas put beside the user menu for a signed-in partner (the notification bell), composed in app/. */
  partnerActions?: ReactNode;
};

/** Spec 1 §2.2: top bar, logo, partner menu, hotline, login or user menu. */
export function Header({ onChangePassword, onLogout, partnerActions }: HeaderProps) {
  const session = useSession();
  const profile = useProfile();
  const footer = useFooter();
  const hotline = footer.data?.headerHotlinePhone;
  // null until first opened: the drawer's code loads only then.
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null);
  const menu = session ? visibleMenu(session, profile.data) : [];

  return (
    <header className="site-header">
      <div className="site-header__top">
        <div className="container site-header__top-inner">
          <nav aria-label="Liên kết nhanh" className="site-header__top-links">
            {TOP_BAR_LINKS.map((link) => (
              <Link key={link.href} to={link.href}>
                {link.label}
              </Link>
            ))}
          </nav>
          {hotline ? (
            <a className="site-header__hotline" href={`tel:${String(hotline).replace(/[^\d+]/g, '')}`}>
              <PhoneIcon /> Hotline: {String(hotline)}
            </a>
          ) : null}
        </div>
      </div>
      <div className="container site-header__main">
        <button
          type="button"
          className="site-header__menu-button"
          aria-label={HEADER_TEXT.openMenu}
          aria-expanded={drawerOpen === true}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </button>
        <Logo />
        {session ? (
          <nav aria-label="Menu đối tác" className="partner-menu">
            {menu.map((item) =>
              item.href.includes('#') ? (
                <Link key={item.href} to={item.href} className="partner-menu__link">
                  {item.label}
                </Link>
              ) : (
                <NavLink key={item.href} to={item.href} className="partner-menu__link">
                  {item.label}
                </NavLink>
              ),
            )}
          </nav>
        ) : null}
        <div className="site-header__actions">
          {session ? (
            <>
              {partnerActions}
              <UserMenu session={session} onChangePassword={onChangePassword} onLogout={onLogout} />
            </>
          ) : (
            <>
              <MenuButton
                items={PARTNER_TYPES.map((type) => ({
                  key: type,
                  label: PARTNER_LABELS[type],
                  to: paths.login.getHref(type),
                }))}
              >
                Đăng nhập
              </MenuButton>
              <Link className="site-header__register" to={paths.home.getHref(HOME_ANCHORS.login)}>
                Đăng ký
              </Link>
            </>
          )}
        </div>
      </div>
      {drawerOpen !== null ? (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} menu={menu} quickLinks={TOP_BAR_LINKS} />
        </Suspense>
      ) : null}
    </header>
  );
}
