import {
  cookieIn,
  isPartnerType,
  type LoginResult,
  type PartnerType,
  SESSION_COOKIE,
  SIGNED_IN_HINT_COOKIE,
  signedInHintIn,
  signedInHintValue,
} from '@portal/contract';
import { useSyncExternalStore } from 'react';

/** Spec 1 §3: what the browser keeps of a login. */
export type Session = {
  token: string;
  type: PartnerType;
  isSubUser: boolean;
};

export const SESSION_STORAGE_KEY = 'portal.session';

type Listener = () => void;
const listeners = new Set<Listener>();

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { token, type, isSubUser } = value as Record<string, unknown>;
    if (typeof token !== 'string' || token === '' || !isPartnerType(type)) return null;
    return { token, type, isSubUser: isSubUser === true };
  } catch {
    return null;
  }
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored text changes.
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

/**
 * The partner the server drew the page for. On the server: the signed-in hint's type, and its token
 * when the request carried one, set only while one render runs (renderAsPartner). In the browser:
 * the session a frame drawn with its data was drawn with, so hydrating it draws what the server drew
 * (hydrateAsSession); null on every other page (a visitor's page, hydrated as a visitor's).
 */
let serverSession: Session | null = null;

/** The cookies as this page load found them, before getSession re-aligns them: what the server drew the page with. */
export const COOKIES_AT_LOAD: string = typeof document === 'undefined' ? '' : document.cookie;

/** On the server: the partner of the request being rendered, with its token, while the page's data loads (entry-server.tsx). */
let serverRequestSession: () => Session | null = () => null;

/** The server renderer's way to name the partner of each request it renders (its own request scope). */
export function setServerSessionSource(source: () => Session | null): void {
  serverRequestSession = source;
}

export function getSession(): Session | null {
  if (typeof window === 'undefined') return serverSession ?? serverRequestSession();
  const raw = readStorage();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
    // A session stored before the cookies existed (or the hint's type), or ended in another tab: the cookies follow it.
    if (typeof document !== 'undefined' && !cookiesFollow(cachedSession)) hintSignedIn(cachedSession);
  }
  return cachedSession;
}

/**
 * Runs `render` (synchronous: one renderToString) as if `session` were signed in: the server draws
 * a page behind login for the hinted type, with the data its loaders read with the partner's token
 * (SESSION_COOKIE) when the request carried one, else before its data.
 */
export function renderAsPartner<T>(session: Pick<Session, 'type' | 'isSubUser'> & { token?: string }, render: () => T): T {
  serverSession = { ...session, token: session.token ?? '' };
  try {
    return render();
  } finally {
    serverSession = null;
  }
}

/**
 * The stored session when `cookies` (those the page was requested with, COOKIES_AT_LOAD) named it,
 * its hint and its token: the session a frame drawn with its data was drawn for. Null when they name
 * another (a sign-in or sign-out in another tab since): that frame is not this session's page.
 */
export function sessionDrawnBy(cookies: string): Session | null {
  const session = getSession();
  if (!session) return null;
  const hint = signedInHintIn(cookies) || null;
  const token = cookieIn(cookies, SESSION_COOKIE) || null;
  return hint === expectedHint(session) && token === encodeURIComponent(session.token) ? session : null;
}

/** In the browser, before hydrating a frame drawn for `session` (sessionDrawnBy): its first render reads the session the server drew with. */
export function hydrateAsSession(session: Session): void {
  serverSession = session;
}

function emit() {
  for (const listener of listeners) listener();
}

const expectedHint = (session: Session | null): string | null => (session ? signedInHintValue(session.type, session.isSubUser) : null);

const hintInCookie = (): string | null => signedInHintIn(document.cookie) || null;
const tokenInCookie = (): string | null => cookieIn(document.cookie, SESSION_COOKIE) || null;
/** The cookies say what the storage holds (the hint, and the token for the server's first draw). */
const cookiesFollow = (session: Session | null): boolean =>
  hintInCookie() === expectedHint(session) && tokenInCookie() === (session ? encodeURIComponent(session.token) : null);

/** How long the cookies last at most; the session's own end is the server's to say (a refused token draws no data). */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/**
 * The server's cookies, set while a session is stored and gone with it: the hint
 * (SIGNED_IN_HINT_COOKIE, the partner's type) and the token (SESSION_COOKIE, `SameSite=Strict`:
 * sent only on this site's own requests), with which the server draws a page's first screen with
 * its data. Script can read both, as it reads the storage they mirror; the API reads neither.
 */
function hintSignedIn(session: Session | null): void {
  try {
    const value = expectedHint(session);
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser partners use; a plain cookie is enough for a hint
    document.cookie = value
      ? `${SIGNED_IN_HINT_COOKIE}=${value}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`
      : `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = session
      ? `${SESSION_COOKIE}=${encodeURIComponent(session.token)}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Strict${secure}`
      : `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
  } catch {
    // no document (the server's render): nothing to hint
  }
}

export function setSession(session: Session): void {
  try {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Private mode or a full quota: the session lasts for this page only.
  }
  hintSignedIn(session);
  emit();
}

export function sessionFromLogin(result: LoginResult): Session {
  return { token: result.token, type: result.type, isSubUser: result.isSubUser };
}

/** Local logout: forget the session. Listeners (the query cache, the guards) react to it. */
export function clearSession(): void {
  if (readStorage() === null) return;
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // nothing stored that we could remove
  }
  hintSignedIn(null);
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => serverSession);
}
