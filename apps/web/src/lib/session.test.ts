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

  it("hints the server while a session is stored (the home page then comes as the workspace's shell), and stops with it", () => {
    const hinted = () => document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);
    setSession({ token: 'abc', type: 'collaborator', isSubUser: false });
    expect(hinted()).toBe(true);
    clearSession();
    expect(hinted()).toBe(false);
    // A session stored before the hint existed gets it when it is read.
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'old', type: 'company', isSubUser: false }));
    expect(getSession()?.token).toBe('old');
    expect(hinted()).toBe(true);
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
    expect(getSession()).toBeNull();
    expect(hinted()).toBe(false);
  });
});
