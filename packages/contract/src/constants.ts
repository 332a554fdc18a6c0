import { isPartnerType, type PartnerType } from './partner.ts';
/** Spec 1 §9: business constants and limits. */
/** Lengths past which a login is refused without asking the database (`loginBodySchema`; the web login form checks the same). */
export const LOGIN_LIMITS = { usernameMax: 100, passwordMax: 200 } as const;

export const LIMITS = {
  requestTimeoutMs: 1_200_000,
  filterDebounceMs: 300,
  searchDebounceMs: 500,
  providerContractPageSize: 5,
  noticeErrorMs: 5_000,
  noticeSuccessMs: 2_000,
  noticeGenericMs: 3_000,
  /** Push-related toasts (spec 1 §8): bottom-right, dismissible. */
  noticePushMs: 2_000,
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadMaxMb: 10,
  uploadMaxFiles: 10,
  passwordMin: 8,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 50,
  taxCodeMax: 20,
  unitNameMax: 200,
  contractSetNameMax: 50,
  contactNameMax: 50,
  supplierNameMax: 50,
  ownerNameMax: 50,
  introducerNameMax: 50,
  emailMax: 100,
  searchMax: 50,
  phoneDigits: 10,
  otpDigits: 6,
  remainingDaysRedAt: 3,
  tableScrollY: 400,
  tableColumnWidth: 150,
  /** Largest page a list call returns, whatever limit it asks for (the spec's "99999 = all"). */
  listLimitCap: 1000,
  otpTtlMs: 5 * 60_000,
  otpMaxTries: 5,
  /** Generic cap on a free-text field the spec gives no limit for. */
  textMax: 2000,
  /** An operator's name as the console shows it. */
  displayNameMax: 100,
  /** The reason an operator gives for a refusal. */
  reasonMax: 500,
  /** How long a password-reset link sent by an operator stays valid. */
  resetLinkTtlHours: 24,
  /** How long the set-password link a new staff member receives stays valid (single use). */
  inviteLinkTtlHours: 72,
} as const;

export const BUILD_VERSION = '2025.09.17.00';
export const APP_VERSION = '1.0.0';
export const DEVICE_TYPE = 0;

export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'svg'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
/** Every type the server can judge by content: the spec's list plus the resources library's spreadsheets, text and video. */
export const CHECKED_EXTENSIONS = [...UPLOAD_EXTENSIONS, 'xls', 'xlsx', 'txt', 'mp4'] as const;
export type CheckedExtension = (typeof CHECKED_EXTENSIONS)[number];

export const PROVIDER_PROGRESS_TYPE = { supply: 1, payment: 2 } as const;

/** Addresses outside the API that the server and the web app both name: the build's stamp (the web app's update check), the metrics scrape, a console page. */
/**
 * A hint, not a credential (the token stays in the browser's storage): the web app sets this cookie
 * while a partner is signed in, its value the partner's type (`collaborator`, `company-sub` for a
 * sub-user; `1` from older builds: type unknown). The server answers the home page with the shell
 * the signed-in workspace renders into, rather than the visitor's page it would replace after the
 * first paint, and draws a page behind login as its type sees it before its data (the header, the
 * menu, the page's title and filters) so a phone paints it before the scripts have run.
 */
export const SIGNED_IN_HINT_COOKIE = 'portal_signed_in';

/** What the hint says of the signed-in partner: its type when the value names one. */
export type SignedInHint = { type: PartnerType; isSubUser: boolean } | { type: null };

export function signedInHintValue(type: PartnerType, isSubUser: boolean): string {
  return isSubUser ? `${type}-sub` : type;
}

/**
 * The signed-in partner's token, for the server's first draw of its pages only: the web app keeps
 * this cookie equal to the token in its storage (`SameSite=Strict`, gone with the session), and
 * the server renders a page behind login with that partner's data (apps/api/src/web/). The API
 * itself never reads it: its calls authenticate by the `Authorization` header alone, so a cookie
 * sent along by another site's form or link authorises nothing there.
 */
export const SESSION_COOKIE = 'portal_session';

/** A cookie's value in a Cookie header or `document.cookie` (`a=b; portal_signed_in=collaborator`). */
export function cookieIn(cookies: string | undefined, name: string): string | undefined {
  const prefix = `${name}=`;
  const pair = (cookies ?? '')
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(prefix));
  return pair === undefined ? undefined : pair.slice(prefix.length);
}

/** The hint's value in a Cookie header or `document.cookie`. */
export const signedInHintIn = (cookies: string | undefined): string | undefined => cookieIn(cookies, SIGNED_IN_HINT_COOKIE);

/** The hint's value read back (`null`: no hint, not signed in). */
export function parseSignedInHint(value: string | undefined): SignedInHint | null {
  if (value === undefined || value === '') return null;
  const isSubUser = value.endsWith('-sub');
  const type = isSubUser ? value.slice(0, -4) : value;
  return isPartnerType(type) ? { type, isSubUser } : { type: null };
}

export const SITE_PATHS = {
  version: '/version.json',
  metrics: '/metrics',
  /** The console's page where an operator made by `npm run admin -- create-operator` sets its first password (`?token=`). */
  operatorSetPassword: '/quan-tri/dat-mat-khau',
  /** The console's job-queue desk, where the scheduled backups are listed (linked from the e-mail of a failed one). */
  queueDesk: '/quan-tri/hang-doi',
  /** The console's cooperation contacts and exam appointments (linked from the mails to the operators' mailbox). */
  cooperationContacts: '/quan-tri/noi-dung/lien-he-hop-tac',
  appointments: '/quan-tri/lich-kham',
  /** The partner's e-mail choices (the inbox tab, where 'Nhận email' is). */
  notificationSettings: '/thong-tin-chung?tab=thong-bao',
  /** The page a mail's opt-out link opens (`?token=`): it turns that kind of e-mail off without signing in. */
  emailOptOut: '/huy-nhan-email',
} as const;
