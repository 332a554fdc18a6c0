import type { OperatorMe } from '@portal/contract';
import {
  ApiOutlined,
  AuditOutlined,
  AppstoreOutlined,
  CommentOutlined,
  ContactsOutlined,
  HeartOutlined,
  BankOutlined,
  BellOutlined,
  CalendarOutlined,
  ContainerOutlined,
  DashboardOutlined,
  EditOutlined,
  ExperimentOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FileSearchOutlined,
  GiftOutlined,
  HistoryOutlined,
  HourglassOutlined,
  IdcardOutlined,
  KeyOutlined,
  LayoutOutlined,
  LogoutOutlined,
  MedicineBoxOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SafetyOutlined,
  ShopOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
  // the accounts desk
  AccountBookOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Breadcrumb, Button, Dropdown, Grid, Layout, Menu, type MenuProps, Result, Spin, Tag, Typography } from 'antd';
import { memo, type ReactNode, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { LoadError } from '@/components/query-state';
import { consolePaths } from '../config/paths';
import { useMe } from '../features/auth/api/get-me';
import { logout } from '../features/auth/api/logout';
import { ChangePasswordDialog } from '../features/auth/components/change-password-dialog';
import { canOpen } from '../lib/access';
import { CONSOLE_TEXT } from '../lib/labels';
import { useOperatorToken } from '../lib/operator-session';
import { type MenuRouteKey, selectedMenuKey, visibleMenu } from './menu';
import { type ConsoleHandle, crumbTrail, isConsoleHandle } from './route-handle';

const MENU_ICONS: Record<MenuRouteKey, ReactNode> = {
  dashboard: <DashboardOutlined />,
  registrations: <SolutionOutlined />,
  partners: <TeamOutlined />,
  renames: <EditOutlined />,
  contracts: <FileTextOutlined />,
  footer: <LayoutOutlined />,
  popup: <NotificationOutlined />,
  cooperationPages: <HeartOutlined />,
  cooperationContacts: <ContactsOutlined />,
  feedback: <CommentOutlined />,
  media: <FolderOpenOutlined />,
  organization: <IdcardOutlined />,
  operators: <SafetyOutlined />,
  audit: <HistoryOutlined />,
  queue: <HourglassOutlined />,
  integrations: <ApiOutlined />,
  tenders: <FileSearchOutlined />,
  tenderCategories: <AppstoreOutlined />,
  orders: <MedicineBoxOutlined />,
  catalogue: <ExperimentOutlined />,
  facilities: <BankOutlined />,
  companies: <ShopOutlined />,
  companyContracts: <FileProtectOutlined />,
  companyGroups: <ContainerOutlined />,
  appointments: <CalendarOutlined />,
  examPackages: <GiftOutlined />,
  news: <ReadOutlined />,
  newsCategories: <TagsOutlined />,
  faqs: <QuestionCircleOutlined />,
  notifications: <BellOutlined />,
  debtLetters: <AuditOutlined />,
  // the accounts desk
  debtReports: <AccountBookOutlined />,
  debtSettings: <SettingOutlined />,
};

/**
 * The page under the layout, drawn again only when its route or the operator changes (the router's
 * context reaches it through `memo`): the layout redraws on each breakpoint antd reports, the first
 * of them synchronously in the layout's first commit, which redrew the whole desk in one long task.
 */
const DeskPage = memo(function DeskPage({ me }: { me: OperatorMe }) {
  return <Outlet context={me} />;
});

/**
 * The console's frame: side menu by desk (only what the operator may open), header with who is
 * signed in, breadcrumbs, and the page guard. No session → the login page, back here after.
 */
export function ConsoleLayout() {
  const token = useOperatorToken();
  const location = useLocation();
  const me = useMe(Boolean(token));
  const screens = Grid.useBreakpoint();
  const [collapsed, setCollapsed] = useState<boolean | undefined>(undefined);
  const [isChangingPassword, setChangingPassword] = useState(false);
  const navigate = useNavigate();
  const matches = useMatches();

  if (!token) return <Navigate to={consolePaths.login.getHref(location.pathname + location.search)} replace />;
  if (me.isPending) return <Spin size="large" fullscreen />;
  if (me.isError) return <LoadError error={me.error} onRetry={() => void me.refetch()} isRetrying={me.isFetching} />;

  const handles = matches.map((m) => m.handle).filter(isConsoleHandle);
  const handle: ConsoleHandle | undefined = handles.at(-1);
  const allowed = canOpen(me.data.permissions, handle?.permission);
  // Below 992 px (a tablet) the menu starts folded; the operator may open it.
  const isFolded = collapsed ?? !screens.lg;

  const menuItems: MenuProps['items'] = visibleMenu(me.data.permissions).map((entry) =>
    'items' in entry
      ? {
          type: 'group' as const,
          key: entry.key,
          label: entry.label,
          children: entry.items.map((item) => ({
            key: item.key,
            icon: MENU_ICONS[item.key],
            label: <Link to={consolePaths[item.key].getHref()}>{item.label}</Link>,
          })),
        }
      : { key: entry.key, icon: MENU_ICONS[entry.key], label: <Link to={consolePaths[entry.key].getHref()}>{entry.label}</Link> },
  );
  const selected = selectedMenuKey(location.pathname);

  const onLogout = async () => {
    await navigate(consolePaths.login.getHref(), { replace: true });
    await logout();
  };

  const crumbs = [
    { title: <Link to={consolePaths.dashboard.getHref()}>Quản trị</Link> },
    ...crumbTrail(handle).map(({ title, href }) => ({ title: href ? <Link to={href}>{title}</Link> : title })),
  ];

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={isFolded}
        onCollapse={setCollapsed}
        collapsedWidth={screens.md ? 64 : 0}
        trigger={null}
        width={240}
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <div className="console-brand">{isFolded ? 'QT' : CONSOLE_TEXT.appName}</div>
        <nav aria-label="Menu quản trị">
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={selected ? [selected] : []}
            items={
              isFolded
                ? menuItems.flatMap((item) => (item && 'children' in item && item.type === 'group' ? (item.children ?? []) : [item]))
                : menuItems
            }
            onClick={() => {
              if (!screens.md) setCollapsed(true);
            }}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header" style={{ height: 56, lineHeight: '56px', paddingInline: 16 }}>
          <Button
            type="text"
            aria-label={isFolded ? 'Mở menu' : 'Thu gọn menu'}
            icon={isFolded ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!isFolded)}
          />
          <div className="console-header-spacer" />
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'password', icon: <KeyOutlined />, label: CONSOLE_TEXT.changePassword, onClick: () => setChangingPassword(true) },
                { type: 'divider' },
                { key: 'logout', icon: <LogoutOutlined />, label: CONSOLE_TEXT.logout, onClick: () => void onLogout() },
              ],
            }}
          >
            <Button type="text" icon={<UserOutlined />} data-testid="operator-menu">
              <Typography.Text strong>{me.data.displayName}</Typography.Text>
              {screens.sm && <Tag style={{ marginInlineStart: 8 }}>{me.data.roleName}</Tag>}
            </Button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content className="console-content">
          <Breadcrumb items={crumbs} style={{ marginBottom: 12 }} />
          {allowed ? (
            <DeskPage me={me.data} />
          ) : (
            <Result status="403" title={CONSOLE_TEXT.forbiddenTitle} subTitle={CONSOLE_TEXT.forbiddenBody} />
          )}
        </Layout.Content>
      </Layout>
      <ChangePasswordDialog open={isChangingPassword} onClose={() => setChangingPassword(false)} />
    </Layout>
  );
}
