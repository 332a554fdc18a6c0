import { useSyncExternalStore } from 'react';
import type { TokenStore } from '@/lib/api-client';

/**
 * The operator's login, kept apart from a partner's (`portal.session`): one browser may hold
 * both, and ending one never ends the other. Only the token is kept; who the operator is and
 * what they may do come from GET /api/admin/me.
 */
export const OPERATOR_SESSION_KEY = 'portal.console.session';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): string | undefined {
  try {
    const raw = window.localStorage.getItem(OPERATOR_SESSION_KEY);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    const token = typeof value === 'object' && value !== null ? (value as { token?: unknown }).token : undefined;
    return typeof token === 'string' && token !== '' ? token : undefined;
  } catch {
    return undefined;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getOperatorToken(): string | undefined {
  return read();
}

export function setOperatorToken(token: string): void {
  try {
    window.localStorage.setItem(OPERATOR_SESSION_KEY, JSON.stringify({ token }));
  } catch {
    // Private mode or a full quota: the session lasts for this page only.
  }
  emit();
}

export function clearOperatorSession(): void {
  try {
    if (window.localStorage.getItem(OPERATOR_SESSION_KEY) === null) return;
    window.localStorage.removeItem(OPERATOR_SESSION_KEY);
  } catch {
    return;
  }
  emit();
}

export function subscribeOperatorSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === OPERATOR_SESSION_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useOperatorToken(): string | undefined {
  return useSyncExternalStore(subscribeOperatorSession, getOperatorToken, () => undefined);
}

export const operatorTokens: TokenStore = { token: getOperatorToken, clear: clearOperatorSession };
