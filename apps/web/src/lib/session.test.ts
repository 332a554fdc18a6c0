import { describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@portal/contract';
import { clearSession, getSession, SESSION_STORAGE_KEY, setSession, subscribeSession } from './session';

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
    const hint = () =>
      document.cookie
        .split('; ')
        .find((pair) => pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))
        ?.slice(SIGNED_IN_HINT_COOKIE.length + 1);
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
});
