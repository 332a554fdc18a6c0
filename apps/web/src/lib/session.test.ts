import { describe, expect, it, vi } from 'vitest';
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
});
