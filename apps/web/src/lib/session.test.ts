import { describe, expect, it, vi } from 'vitest';
import { cookieIn, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '@portal/contract';
import { clearSession, getSession, SESSION_STORAGE_KEY, sessionDrawnBy, setSession, subscribeSession } from './session';

describe('session store', () => {
  it('keeps token, type and sub-user flag in localStorage', () => {
    setSession({ token: 'abc', type: 'company', isSubUser: true });
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '')).toEqual({
      token: 'abc',
      type: 'company',
      isSubUser: true,
    });
    expect(getSession()).toEqual({ token: 'abc', type: 'company', isSubUser: true });
  });

  it('ignores damaged or foreign data', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(getSession()).toBeNull();
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'x', type: 'admin' }));
    expect(getSession()).toBeNull();
  });

  it('tells listeners about login and logout', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setSession({ token: 'abc', type: 'provider', isSubUser: false });
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getSession()).toBeNull();
    unsubscribe();
  });

  it("hints the server with the partner's type while a session is stored (its pages then come drawn for it), and stops with it", () => {
    const hint = () => cookieIn(document.cookie, SIGNED_IN_HINT_COOKIE);
    setSession({ token: 'abc', type: 'collaborator', isSubUser: false });
    expect(hint()).toBe('collaborator');
    setSession({ token: 'def', type: 'provider', isSubUser: true });
    expect(hint()).toBe('provider-sub');
    clearSession();
    expect(hint()).toBeUndefined();
    // A session stored before the hint existed, or under an older build's hint ('1'), gets it when it is read.
    // biome-ignore lint/suspicious/noDocumentCookie: an older build's hint, as the app itself writes it
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'old', type: 'company', isSubUser: false }));
    expect(getSession()?.token).toBe('old');
    expect(hint()).toBe('company');
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
    expect(getSession()).toBeNull();
    expect(hint()).toBeUndefined();
  });

  it('keeps the token cookie (the server draws the first screen with it) equal to the stored token, and drops it with the session', () => {
    const token = () => cookieIn(document.cookie, SESSION_COOKIE);
    setSession({ token: 'abc.def', type: 'collaborator', isSubUser: false });
    expect(token()).toBe('abc.def');
    setSession({ token: 'x+y/z', type: 'company', isSubUser: true });
    expect(decodeURIComponent(token() ?? '')).toBe('x+y/z');
    clearSession();
    expect(token()).toBeUndefined();
    // A session stored by an older build (no token cookie), or replaced in another tab: the cookie follows it when read.
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'other-tab', type: 'provider', isSubUser: false }));
    expect(getSession()?.token).toBe('other-tab');
    expect(token()).toBe('other-tab');
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
    expect(getSession()).toBeNull();
    expect(token()).toBeUndefined();
  });

  it('hydrates a frame only when the cookies it was requested with named the stored session (its hint and its token)', () => {
    const session = { token: 'a+b/c', type: 'provider', isSubUser: true } as const;
    setSession(session);
    const drew = `${SIGNED_IN_HINT_COOKIE}=provider-sub; ${SESSION_COOKIE}=${encodeURIComponent(session.token)}`;
    expect(sessionDrawnBy(drew)).toEqual(session);
    // Another token (a sign-in in another tab since the request), another hint, no token, no cookies: not this session's page.
    expect(sessionDrawnBy(`${SIGNED_IN_HINT_COOKIE}=provider-sub; ${SESSION_COOKIE}=other`)).toBeNull();
    expect(sessionDrawnBy(`${SIGNED_IN_HINT_COOKIE}=provider; ${SESSION_COOKIE}=${encodeURIComponent(session.token)}`)).toBeNull();
    expect(sessionDrawnBy(`${SIGNED_IN_HINT_COOKIE}=provider-sub`)).toBeNull();
    expect(sessionDrawnBy('')).toBeNull();
    // No session stored (signed out in another tab): nothing to hydrate as.
    clearSession();
    expect(sessionDrawnBy(drew)).toBeNull();
  });
});
