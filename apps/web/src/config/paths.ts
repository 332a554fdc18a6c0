import { PARTNER_ROUTE_KEYS, type PartnerType, SITE_PATHS } from '@portal/contract';

/**
 * Every route of the web app, spelled once (spec 1 §2.1). `path` is the router pattern,
 * `getHref` builds a link to it. Access rules per route live in `lib/access.ts`.
 */

/** Anchors of the home page sections. */
export const HOME_ANCHORS = {
  login: 'homeLogin',
  bidProject: 'bid-project',
} as const;

/** Tabs of /thong-tin-chung, in display order. */
export const INFO_TABS = ['faq', 'hop-tac', 'tai-nguyen', 'thong-bao', 'gop-y'] as const;
export type InfoTab = (typeof INFO_TABS)[number];

const withId = (base: string) => (id: string | number) => `${base}/${encodeURIComponent(String(id))}`;

export const paths = {
  home: { path: '/', getHref: (anchor?: string) => (anchor ? `/#${anchor}` : '/') },
  login: {
    path: '/dang-nhap/:type',
    getHref: (type: PartnerType, returnUrl?: string) =>
      `/dang-nhap/${PARTNER_ROUTE_KEYS[type]}${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`,
  },
  register: { path: '/dang-ky/:type', getHref: (type: PartnerType) => `/dang-ky/${PARTNER_ROUTE_KEYS[type]}` },
  forgotPassword: {
    path: '/quen-mat-khau/:type',
    getHref: (type: PartnerType) => `/quen-mat-khau/${PARTNER_ROUTE_KEYS[type]}`,
  },
  /** A new staff member's first password, from the link its creation e-mailed (`?token=…`). */
  setPassword: {
    path: '/dat-mat-khau/:type',
    getHref: (type: PartnerType, token?: string) =>
      `/dat-mat-khau/${PARTNER_ROUTE_KEYS[type]}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  },
  /** A mail's opt-out link (`?token=…`, signed by the server): turns that kind of e-mail off without signing in. */
  emailOptOut: {
    path: SITE_PATHS.emailOptOut,
    getHref: (token: string) => `${SITE_PATHS.emailOptOut}?token=${encodeURIComponent(token)}`,
  },
  generalInfo: {
    path: '/thong-tin-chung',
    getHref: (tab?: InfoTab) => (tab ? `/thong-tin-chung?tab=${tab}` : '/thong-tin-chung'),
  },
  news: { path: '/tin-tuc', getHref: () => '/tin-tuc' },
  newsDetail: { path: '/tin-tuc/:id', getHref: withId('/tin-tuc') },
  bidDetail: {
    path: '/thau/:id',
    getHref: (id: string | number, tab?: 'submit' | 'request') => `${withId('/thau')(id)}${tab ? `?tab=${tab}` : ''}`,
  },
  account: { path: '/tai-khoan', getHref: () => '/tai-khoan' },
  profile: { path: '/ho-so', getHref: () => '/ho-so' },
  // Company
  units: { path: '/don-vi', getHref: () => '/don-vi' },
  unitDetail: { path: '/don-vi/:id', getHref: withId('/don-vi') },
  contracts: { path: '/hop-dong', getHref: () => '/hop-dong' },
  contractDetail: { path: '/hop-dong/:id', getHref: withId('/hop-dong') },
  contractSets: { path: '/bo-hop-dong', getHref: () => '/bo-hop-dong' },
  contractSetDetail: { path: '/bo-hop-dong/:id', getHref: withId('/bo-hop-dong') },
  contractSetContract: { path: '/bo-hop-dong/hop-dong/:id', getHref: withId('/bo-hop-dong/hop-dong') },
  // Collaborator
  assignments: { path: '/chi-dinh', getHref: () => '/chi-dinh' },
  assignmentDetail: { path: '/chi-dinh/:id', getHref: withId('/chi-dinh') },
  patients: { path: '/benh-nhan', getHref: () => '/benh-nhan' },
  /** The public progress page of one order (its unguessable link, `linkTienTrinh`), framed by the order's detail. */
  progress: { path: '/tien-trinh/:token', getHref: withId('/tien-trinh') },
  consultingPrices: { path: '/don-gia-tu-van', getHref: () => '/don-gia-tu-van' },
  reports: { path: '/bao-cao', getHref: () => '/bao-cao' },
  debts: { path: '/cong-no', getHref: () => '/cong-no' },
  // Every type (the main account's staff and roles)
  personnel: { path: '/nhan-su', getHref: () => '/nhan-su' },
  // Provider
  products: { path: '/san-pham', getHref: () => '/san-pham' },
  productDetail: { path: '/san-pham/:id', getHref: withId('/san-pham') },
  /** The provider's bids: every post it submitted to (and the open ones, a tab away). */
  myBids: { path: '/thau-cua-toi', getHref: () => '/thau-cua-toi' },
} as const;

export type RouteKey = keyof typeof paths;
/** The catch-all route has no path of its own. */
export type AppRouteKey = RouteKey | 'notFound';
