import type { NotificationArgsProps } from 'antd';
import { type Key, type ReactNode, Suspense, useEffect, useState } from 'react';
import { lazyInAntdScope } from '@/components/lazy-in-antd-scope';
import { type Notifier, setNotifier } from '@/lib/notifier';

// Inside antd's scope, so the notices follow the theme and the Vietnamese texts.
const NotificationHolder = lazyInAntdScope(() => import('./notification-holder').then((m) => m.default));

type Call = { method: Exclude<keyof Notifier, 'destroy'>; args: NotificationArgsProps } | { method: 'destroy'; key: Key | undefined };

/**
 * The app's notices: antd's context-aware notification hook (it follows ConfigProvider's theme
 * and locale, unlike the static `notification.*`), handed to `lib/notifier` so the API client and
 * the screens reach it.
 *
 * Loaded on the first notice, not with the page: its code and styles would otherwise be evaluated
 * and hydrated on every first page (the rendered login page above all, see docs/decisions/web.md).
 * Until the holder is in, notices wait in a queue and are shown as soon as it is mounted.
 *
 * Why not antd's `<App>`: it mounts message and modal holders as well, and Modal brings
 * Dialog, Skeleton and Button into the first page load (~14 kB gzip), which the home page's
 * 180 kB budget cannot carry. Dialogs are rendered as `<Modal>` elements in the lazy pages.
 */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Call[] | null>(null);
  useEffect(() => {
    const pending: Call[] = [];
    const push = (call: Call) => {
      pending.push(call);
      setQueue([...pending]);
    };
    const queueing: Notifier = {
      success: (args) => push({ method: 'success', args }),
      error: (args) => push({ method: 'error', args }),
      info: (args) => push({ method: 'info', args }),
      warning: (args) => push({ method: 'warning', args }),
      destroy: (key) => push({ method: 'destroy', key }),
    };
    setNotifier(queueing);
    return () => setNotifier(null);
  }, []);
  return (
    <>
      {queue ? (
        <Suspense fallback={null}>
          <NotificationHolder queue={queue} />
        </Suspense>
      ) : null}
      {children}
    </>
  );
}

export type { Call as QueuedNotice };
