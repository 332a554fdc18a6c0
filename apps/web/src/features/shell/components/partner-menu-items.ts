import type { PartnerPermission, PartnerType, Profile } from '@portal/contract';
import { HOME_ANCHORS, paths } from '@/config/paths';
import { can } from '@/lib/permissions';
import type { Session } from '@/lib/session';

/** A menu entry; `permission`: what a sub-user's role must hold to see it; `mainOnly`: never shown to sub-users. */
export type MenuLink = { label: string; href: string; permission?: PartnerPermission; mainOnly?: boolean };

const PROFILE: MenuLink = { label: 'Hồ sơ', href: paths.profile.getHref(), permission: 'profile.view' };
// SPEC-NOTES 7, 8: the main account's staff and roles (the spec's menus predate them; every type has them).
const PERSONNEL: MenuLink = { label: 'Nhân sự', href: paths.personnel.getHref(), mainOnly: true };

/** Spec 1 §2.2: the partner menu of each type, in the spec's order (then 'Nhân sự' before 'Tài khoản'). */
export const PARTNER_MENUS: Readonly<Record<PartnerType, readonly MenuLink[]>> = {
  provider: [
    { label: 'Hợp đồng', href: paths.contracts.getHref(), permission: 'contract.view' },
    { label: 'Sản phẩm', href: paths.products.getHref(), permission: 'product.view' },
    { label: 'Thầu', href: paths.home.getHref(HOME_ANCHORS.bidProject) },
    { label: 'Thầu của tôi', href: paths.myBids.getHref(), permission: 'bid.view' },
    PROFILE,
    PERSONNEL,
    { label: 'Tài khoản', href: paths.account.getHref() },
  ],
  company: [
    { label: 'Đơn vị', href: paths.units.getHref(), permission: 'unit.view' },
    { label: 'Hợp đồng', href: paths.contracts.getHref(), permission: 'contract.view' },
    { label: 'Bộ hợp đồng', href: paths.contractSets.getHref(), permission: 'contract.view' },
    PROFILE,
    PERSONNEL,
    { label: 'Tài khoản', href: paths.account.getHref() },
  ],
  collaborator: [
    { label: 'Chỉ định', href: paths.assignments.getHref(), permission: 'order.view' },
    { label: 'Công nợ', href: paths.debts.getHref(), permission: 'debt.view' },
    { label: 'Đơn giá tư vấn', href: paths.consultingPrices.getHref(), permission: 'debt.view' },
    { label: 'Báo cáo', href: paths.reports.getHref(), permission: 'debt.view' },
    PROFILE,
    PERSONNEL,
    // Not in spec 1 §2.2's collaborator menu, but every type has /tai-khoan (docs/decisions/account.md).
    { label: 'Tài khoản', href: paths.account.getHref() },
  ],
};

/** The entries of the session's menu this account may see (what its role lacks is hidden; the server refuses it anyway). */
export function visibleMenu(session: Session, profile: Pick<Profile, 'isSubUser' | 'permissions'> | undefined): MenuLink[] {
  const isSubUser = profile?.isSubUser ?? session.isSubUser;
  return PARTNER_MENUS[session.type].filter(
    (item) => !(item.mainOnly && isSubUser) && (item.permission === undefined || can(session, profile, item.permission)),
  );
}

/** Links of the top bar, the same for everyone. */
export const TOP_BAR_LINKS: readonly MenuLink[] = [
  { label: 'Tin tức', href: paths.news.getHref() },
  { label: 'Câu hỏi thường gặp', href: paths.generalInfo.getHref('faq') },
  { label: 'Hợp tác', href: paths.generalInfo.getHref('hop-tac') },
];
