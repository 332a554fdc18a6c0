/**
 * What this browser keeps about push (spec 1 §4 "the token is kept locally"): the token it last
 * registered, the per-session "already asked" mark, and a per-user "turned off here" mark set when
 * the user removes this browser from /tai-khoan (a reload must not bring the device back).
 */
export const PUSH_TOKEN_KEY = 'portal.push.token';
const SESSION_MARK_PREFIX = 'portal.push.session.';
const OFF_PREFIX = 'portal.push.off.';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(store: () => Store, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

function write(store: () => Store, key: string, value: string | null): void {
  try {
    if (value === null) store().removeItem(key);
    else store().setItem(key, value);
  } catch {
    // Private mode or a full quota: the mark lasts for this page only (nothing depends on it).
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export const localPush = {
  token: () => read(local, PUSH_TOKEN_KEY),
  setToken: (token: string | null) => write(local, PUSH_TOKEN_KEY, token),
  /** True once this tab's session has asked (or told why it cannot) for `userId`. */
  handled: (userId: string) => read(session, SESSION_MARK_PREFIX + userId) === '1',
  markHandled: (userId: string) => write(session, SESSION_MARK_PREFIX + userId, '1'),
  isOff: (userId: string) => read(local, OFF_PREFIX + userId) === '1',
  setOff: (userId: string, off: boolean) => write(local, OFF_PREFIX + userId, off ? '1' : null),
};

type SubscriptionJson = { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };

function parse(token: string | null | undefined): SubscriptionJson | undefined {
  if (!token) return undefined;
  try {
    const value: unknown = JSON.parse(token);
    return typeof value === 'object' && value !== null ? (value as SubscriptionJson) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Two tokens name the same subscription: the same endpoint and keys (the JSON's key order or an
 * `expirationTime` field does not make another device).
 */
export function isSameToken(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  if (a === b) return true;
  const x = parse(a);
  const y = parse(b);
  return (
    x !== undefined &&
    y !== undefined &&
    typeof x.endpoint === 'string' &&
    x.endpoint === y.endpoint &&
    x.keys?.p256dh === y.keys?.p256dh &&
    x.keys?.auth === y.keys?.auth
  );
}

/** A token the server can use: the subscription's endpoint and both keys. */
export function isCompleteToken(token: string): boolean {
  const value = parse(token);
  return (
    typeof value?.endpoint === 'string' &&
    value.endpoint !== '' &&
    typeof value.keys?.p256dh === 'string' &&
    value.keys.p256dh !== '' &&
    typeof value.keys?.auth === 'string' &&
    value.keys.auth !== ''
  );
}
