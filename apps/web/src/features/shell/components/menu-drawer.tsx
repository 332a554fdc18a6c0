import { Drawer } from 'antd';
import { Link, NavLink } from 'react-router';
import type { MenuLink } from './partner-menu-items';

export const MENU_DRAWER_TITLE = 'Menu';

type Props = { open: boolean; onClose: () => void; menu: readonly MenuLink[]; quickLinks: readonly MenuLink[] };

/** The phone header's menu (below the breakpoint of global.css): the partner menu, then the top bar's links. */
export function MenuDrawer({ open, onClose, menu, quickLinks }: Props) {
  const link = (item: MenuLink) =>
    item.href.includes('#') ? (
      <Link key={item.href} to={item.href} className="menu-drawer__link" onClick={onClose}>
        {item.label}
      </Link>
    ) : (
      <NavLink key={item.href} to={item.href} className="menu-drawer__link" onClick={onClose}>
        {item.label}
      </NavLink>
    );
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={300} title={MENU_DRAWER_TITLE}>
      {menu.length ? (
        <nav aria-label="Menu đối tác" className="menu-drawer__nav">
          {menu.map(link)}
        </nav>
      ) : null}
      <nav aria-label="Liên kết nhanh" className="menu-drawer__nav menu-drawer__nav--quick">
        {quickLinks.map(link)}
      </nav>
    </Drawer>
  );
}

export default MenuDrawer;
