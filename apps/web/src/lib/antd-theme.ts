import type { ThemeConfig } from 'antd';
import { useSyncExternalStore } from 'react';

const token = { colorPrimary: '#0b6bcb', borderRadius: 6, fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" };
const withMotion: ThemeConfig = { token };
/** antd without its animations (dialogs, drawers and menus appear at once). */
const withoutMotion: ThemeConfig = { token: { ...token, motion: false } };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}

/**
 * The portal's antd theme (partner app and console). A user who asked the system for reduced
 * motion gets antd's components without animations. The server renders with motion (it cannot
 * know); a browser that prefers less switches right after hydrating, without a mismatch.
 */
export function useAntdTheme(): ThemeConfig {
  const reduced = useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
  return reduced ? withoutMotion : withMotion;
}
