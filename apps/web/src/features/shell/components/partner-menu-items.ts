import type { PartnerType } from '@portal/contract';
import { HOME_ANCHORS, paths } from '@/config/paths';

export type MenuLink = { label: string; href: string };

/** Spec 1 §2.2: the partner menu of each type, in the spec's order. */
export const PARTNER_MENUS: Readonly<Record<PartnerType, readonly MenuLink[]>> = {
  provider: [
    { label: 'Hợp đồng', href: paths.contracts.getHref() },
    { label: 'Sản phẩm', href: paths.products.getHref() },
    { label: 'Thầu', href: paths.home.getHref(HOME_ANCHORS.bidProject) },
    { label: 'Hồ sơ', href: paths.profile.getHref() },
    { label: 'Tài khoản', href: paths.account.getHref() },
  ],
  company: [
    { label: 'Đơn vị', href: paths.units.getHref() },
    { label: 'Hợp đồng', href: paths.contracts.getHref() },
    { label: 'Bộ hợp đồng', href: paths.contractSets.getHref() },
    { label: 'Hồ sơ', href: paths.profile.getHref() },
    { label: 'Tài khoản', href: paths.account.getHref() },
  ],
  collaborator: [
    { label: 'Chỉ định', href: paths.assignments.getHref() },
    { label: 'Công nợ', href: paths.debts.getHref() },
    { label: 'Đơn giá tư vấn', href: paths.consultingPrices.getHref() },
    { label: 'Báo cáo', href: paths.reports.getHref() },
    { label: 'Hồ sơ', href: paths.profile.getHref() },
    // Not in spec 1 §2.2's collaborator menu, but every type has /tai-khoan (docs/decisions.md).
    { label: 'Tài khoản', href: paths.account.getHref() },
  ],
};

/** Links of the top bar, the same for everyone. */
export const TOP_BAR_LINKS: readonly MenuLink[] = [
  { label: 'Tin tức', href: paths.news.getHref() },
  { label: 'Câu hỏi thường gặp', href: paths.generalInfo.getHref('faq') },
  { label: 'Hợp tác', href: paths.generalInfo.getHref('hop-tac') },
];
