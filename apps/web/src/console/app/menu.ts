import type { OperatorPermission } from '@portal/contract';
import { type ConsoleRouteKey, consolePaths } from '../config/paths';
import { canOpen } from '../lib/access';

export type MenuRouteKey = Exclude<
  ConsoleRouteKey,
  | 'partnerDetail'
  | 'contractDetail'
  | 'login'
  | 'setPassword'
  | 'tenderNew'
  | 'tenderDetail'
  | 'tenderEdit'
  | 'orderDetail'
  | 'companyDetail'
  | 'companyContractDetail'
  | 'newsNew'
  | 'newsEdit'
  | 'cooperationContactDetail'
  | 'feedbackDetail'
  | 'notificationDetail'
  | 'debtTimeline'
  // the accounts desk: a monthly report's page
  | 'debtReportDetail'
>;
export type MenuEntry = { key: MenuRouteKey; label: string; permission?: OperatorPermission };
export type MenuGroup = { key: string; label: string; items: MenuEntry[] };

/** The side menu, grouped by desk. Later desks add a group here. */
export const CONSOLE_MENU: readonly (MenuEntry | MenuGroup)[] = [
  { key: 'dashboard', label: 'Bảng điều khiển' },
  {
    key: 'partners-desk',
    label: 'Đối tác',
    items: [
      { key: 'registrations', label: 'Đăng ký chờ duyệt', permission: 'partners.view' },
      { key: 'partners', label: 'Tất cả đối tác', permission: 'partners.view' },
      { key: 'renames', label: 'Yêu cầu đổi tên', permission: 'partners.view' },
    ],
  },
  {
    key: 'contracts-desk',
    label: 'Hợp đồng',
    items: [{ key: 'contracts', label: 'Hợp đồng đối tác', permission: 'contracts.view' }],
  },
  {
    key: 'tenders-desk',
    label: 'Đấu thầu',
    items: [
      { key: 'tenders', label: 'Bài thầu', permission: 'tenders.view' },
      { key: 'tenderCategories', label: 'Lĩnh vực', permission: 'tenders.view' },
    ],
  },
  {
    key: 'orders-desk',
    label: 'Chỉ định xét nghiệm',
    items: [
      { key: 'orders', label: 'Chỉ định của cộng tác viên', permission: 'orders.view' },
      { key: 'catalogue', label: 'Danh mục dịch vụ', permission: 'orders.view' },
      { key: 'facilities', label: 'Cơ sở y tế', permission: 'orders.view' },
    ],
  },
  {
    key: 'companies-desk',
    label: 'Doanh nghiệp',
    items: [
      { key: 'companies', label: 'Doanh nghiệp', permission: 'companies.view' },
      { key: 'companyContracts', label: 'Hợp đồng khám sức khỏe', permission: 'companies.view' },
      { key: 'companyGroups', label: 'Bộ hợp đồng', permission: 'companies.view' },
      { key: 'appointments', label: 'Lịch khám', permission: 'companies.view' },
      { key: 'examPackages', label: 'Gói khám', permission: 'packages.manage' },
    ],
  },
  // ——— the accounts desk ('Công nợ'): debt letters, monthly reports and settings ———
  {
    key: 'debts-desk',
    label: 'Công nợ',
    items: [
      { key: 'debtLetters', label: 'Thư xác nhận công nợ', permission: 'debts.view' },
      { key: 'debtReports', label: 'Báo cáo công nợ tháng', permission: 'debts.view' },
      { key: 'debtSettings', label: 'Cài đặt công nợ', permission: 'debts.view' },
    ],
  },
  // ——— end of the accounts desk ———
  {
    key: 'content-desk',
    label: 'Nội dung',
    items: [
      { key: 'footer', label: 'Chân trang', permission: 'content.footer' },
      { key: 'popup', label: 'Popup', permission: 'content.popup' },
      { key: 'news', label: 'Tin tức', permission: 'content.news' },
      { key: 'newsCategories', label: 'Danh mục tin', permission: 'content.news' },
      { key: 'faqs', label: 'Câu hỏi thường gặp', permission: 'content.news' },
      { key: 'cooperationPages', label: 'Trang hợp tác', permission: 'content.cooperation' },
      { key: 'cooperationContacts', label: 'Liên hệ hợp tác', permission: 'content.feedback' },
      { key: 'feedback', label: 'Góp ý', permission: 'content.feedback' },
      { key: 'media', label: 'Thư viện tài liệu', permission: 'content.media' },
    ],
  },
  {
    key: 'notifications-desk',
    label: 'Thông báo',
    items: [{ key: 'notifications', label: 'Thông báo đã gửi', permission: 'notifications.view' }],
  },
  {
    key: 'system-desk',
    label: 'Hệ thống',
    items: [
      { key: 'organization', label: 'Thông tin đơn vị', permission: 'organization.manage' },
      { key: 'operators', label: 'Tài khoản quản trị', permission: 'operators.manage' },
      { key: 'audit', label: 'Nhật ký thao tác', permission: 'audit.view' },
      { key: 'queue', label: 'Hàng đợi công việc', permission: 'system.queue' },
      { key: 'integrations', label: 'Tích hợp LIS', permission: 'integrations.manage' },
    ],
  },
];

/** The menu an operator sees: entries they may open, groups that keep at least one. Pure. */
export function visibleMenu(permissions: readonly string[]): (MenuEntry | MenuGroup)[] {
  const result: (MenuEntry | MenuGroup)[] = [];
  for (const entry of CONSOLE_MENU) {
    if ('items' in entry) {
      const items = entry.items.filter((item) => canOpen(permissions, item.permission));
      if (items.length) result.push({ ...entry, items });
    } else if (canOpen(permissions, entry.permission)) {
      result.push(entry);
    }
  }
  return result;
}

/** The menu key of a location: the entry whose path is the longest prefix of it. */
export function selectedMenuKey(pathname: string): MenuRouteKey | undefined {
  let best: { key: MenuRouteKey; length: number } | undefined;
  for (const entry of CONSOLE_MENU.flatMap((e) => ('items' in e ? e.items : [e]))) {
    const href = consolePaths[entry.key].path;
    const matches = pathname === href || (href !== consolePaths.dashboard.path && pathname.startsWith(`${href}/`));
    if (matches && (!best || href.length > best.length)) best = { key: entry.key, length: href.length };
  }
  // A partner's detail page belongs to "all partners", not to the pending list.
  return best?.key ?? (pathname === consolePaths.dashboard.path ? 'dashboard' : undefined);
}
