import type { Locale } from 'antd/es/locale';
import { useSyncExternalStore } from 'react';

/**
 * antd's Vietnamese texts (pickers, pagination, empty states...), loaded beside the first page
 * rather than inside it: the home page shows none of them, and the entry chunk has a 180 kB
 * budget. Lazy routes wait for it (app/routes.tsx), so no form or table ever shows English.
 */
let locale: Locale | undefined;
let pending: Promise<Locale> | undefined;
const listeners = new Set<() => void>();

export function loadAntdLocale(): Promise<Locale> {
  pending ??= import('antd/es/locale/vi_VN').then(({ default: loaded }) => {
    locale = loaded;
    for (const listener of listeners) listener();
    return loaded;
  });
  return pending;
}

/** The load under way, if one started (a test file waits for it before its environment goes). */
export const antdLocaleLoading = (): Promise<Locale> | undefined => pending;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAntdLocale(): Locale | undefined {
  return useSyncExternalStore(
    subscribe,
    () => locale,
    () => locale,
  );
}
