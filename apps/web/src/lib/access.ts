import { PARTNER_TYPES, type PartnerType } from '@portal/contract';
import { type AppRouteKey, INFO_TABS, type InfoTab, paths } from '@/config/paths';
import type { Session } from './session';

/**
 * Who may open which route (spec 1 §2.1, SPEC-NOTES 5–8), as pure functions the router's
 * guard and the tests share.
 */
export type Audience =
  /** Anyone, logged in or not. */
  | { kind: 'public' }
  /** Only while logged out (login pages): a logged-in partner is sent home. */
  | { kind: 'guest' }
  /** A logged-in partner of one of `types`; `mainAccountOnly` shuts out sub-users. */
  | { kind: 'partner'; types: readonly PartnerType[]; mainAccountOnly?: boolean };

const PUBLIC: Audience = { kind: 'public' };
const ANY_PARTNER: Audience = { kind: 'partner', types: PARTNER_TYPES };
const only = (...types: PartnerType[]): Audience => ({ kind: 'partner', types });

export const ROUTE_ACCESS: Readonly<Record<AppRouteKey, Audience>> = {
  home: PUBLIC,
  login: { kind: 'guest' },
  register: PUBLIC,
  forgotPassword: PUBLIC,
  // The link's token is the secret; a signed-in visitor may set a new colleague's password too.
  setPassword: PUBLIC,
  // The mail's link is the secret (signed by the server); it only turns e-mails off.
  emailOptOut: PUBLIC,
  generalInfo: PUBLIC,
  news: PUBLIC,
  newsDetail: PUBLIC,
  bidDetail: PUBLIC,
  // The link is the secret (an unguessable token); the page shows no personal data beyond initials.
  progress: PUBLIC,
  notFound: PUBLIC,
  account: ANY_PARTNER,
  profile: ANY_PARTNER,
  units: only('company'),
  unitDetail: only('company'),
  contracts: only('company', 'provider'),
  contractDetail: only('company'),
  contractSets: only('company'),
  contractSetDetail: only('company'),
  contractSetContract: only('company'),
  assignments: only('collaborator'),
  assignmentDetail: only('collaborator'),
  patients: only('collaborator'),
  consultingPrices: only('collaborator'),
  reports: only('collaborator'),
  debts: only('collaborator'),
  // SPEC-NOTES 7, 8: every type's main account manages its staff; sub-users (the staff) cannot.
  personnel: { kind: 'partner', types: PARTNER_TYPES, mainAccountOnly: true },
  products: only('provider'),
  productDetail: only('provider'),
  myBids: only('provider'),
};

export function canAccess(route: AppRouteKey, session: Session | null): boolean {
  const audience = ROUTE_ACCESS[route];
  switch (audience.kind) {
    case 'public':
      return true;
    case 'guest':
      return session === null;
    case 'partner':
      return session !== null && audience.types.includes(session.type) && !(audience.mainAccountOnly === true && session.isSubUser);
  }
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Logged in, but the route belongs to another partner type (or to main accounts). */
  | { kind: 'forbidden' };

/**
 * What the guard does on `route` for `session`. `currentUrl` (path + search + hash) becomes the
 * returnUrl. An anonymous visitor goes to a login page: the provider's (with returnUrl, which
 * only the provider login honours, spec 1 §2.1) when providers may open the route, else the
 * login of the route's type (its page links to the other types' logins).
 */
export function resolveAccess(route: AppRouteKey, session: Session | null, currentUrl: string): AccessDecision {
  if (canAccess(route, session)) return { kind: 'allow' };
  const audience = ROUTE_ACCESS[route];
  if (audience.kind === 'guest') return { kind: 'redirect', to: paths.home.getHref() };
  if (session !== null) return { kind: 'forbidden' };
  if (audience.kind !== 'partner') return { kind: 'allow' };
  if (audience.types.includes('provider')) {
    return { kind: 'redirect', to: paths.login.getHref('provider', currentUrl) };
  }
  const type = audience.types[0] ?? 'provider';
  return { kind: 'redirect', to: paths.login.getHref(type) };
}

/**
 * A returnUrl is followed only when it is a path on this site: it starts with one "/", and
 * is not "//host" or "/\host" (browsers read both as another origin).
 */
export function safeReturnUrl(value: string | null | undefined): string | undefined {
  if (value?.[0] !== '/') return undefined;
  if (value[1] === '/' || value[1] === '\\') return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we reject
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  return value;
}

/** Spec 1 §2.1: the resources, notifications and feedback tabs need a login. */
const PRIVATE_INFO_TABS: ReadonlySet<InfoTab> = new Set(['tai-nguyen', 'thong-bao', 'gop-y']);

export function visibleInfoTabs(session: Session | null): InfoTab[] {
  return INFO_TABS.filter((tab) => session !== null || !PRIVATE_INFO_TABS.has(tab));
}

/** The tab to show for `?tab=`: the asked one when visible, else the first visible one. */
export function resolveInfoTab(requested: string | null, session: Session | null): InfoTab {
  const visible = visibleInfoTabs(session);
  const match = visible.find((tab) => tab === requested);
  return match ?? visible[0] ?? 'faq';
}
