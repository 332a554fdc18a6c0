import {
  isPartnerType,
  type LoginResult,
  type PartnerType,
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
 * On the server: the partner a page behind login is drawn for (the signed-in hint's type, no
 * token), set only while one render runs (renderAsPartner). The browser never has one.
 */
let serverSession: Session | null = null;

export function getSession(): Session | null {
  if (typeof window === 'undefined') return serverSession;
  const raw = readStorage();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
    // A session stored before the hint existed (or its type), or ended in another tab: the hint follows it.
    if (typeof document !== 'undefined' && hintInCookie() !== expectedHint(cachedSession)) hintSignedIn(cachedSession);
  }
  return cachedSession;
}

/**
 * Runs `render` (synchronous: one renderToString) as if `session` were signed in: the server draws
 * a page behind login for the hinted type, with no token and so no private data.
 */
export function renderAsPartner<T>(session: Pick<Session, 'type' | 'isSubUser'>, render: () => T): T {
  serverSession = { token: '', ...session };
  try {
    return render();
  } finally {
    serverSession = null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

const expectedHint = (session: Session | null): string | null => (session ? signedInHintValue(session.type, session.isSubUser) : null);

const hintInCookie = (): string | null => signedInHintIn(document.cookie) || null;

/** The server's hint (SIGNED_IN_HINT_COOKIE): the partner's type while a session is stored, gone with it. */
function hintSignedIn(session: Session | null): void {
  try {
    const value = expectedHint(session);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser partners use; a plain cookie is enough for a hint
    document.cookie = value
      ? `${SIGNED_IN_HINT_COOKIE}=${value}; Path=/; Max-Age=${60 * 60 * 24 * 30}; SameSite=Lax`
      : `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
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
