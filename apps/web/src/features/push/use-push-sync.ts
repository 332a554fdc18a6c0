import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { useAfterIdle } from '@/lib/use-after-idle';
import { devicesKey } from './api/get-devices';
import { localPush } from './local-push';

/** Users already synced by this page (React may run an effect twice; a page load syncs once). */
const synced = new Set<string>();

/**
 * Web Push for the signed-in partner (spec 1 §4), mounted once by the root layout: after the page's
 * start, ask, subscribe and register (`sync-push.ts`, a chunk of its own loaded only when signed in);
 * after a logout, cancel this browser's subscription. Renders nothing.
 */
export function usePushSync(enabled = true): void {
  const session = useSession();
  const profile = useProfile();
  const idle = useAfterIdle() && enabled;
  const client = useQueryClient();
  const userId = session ? profile.data?.id : undefined;
  const type = session?.type;

  useEffect(() => {
    if (!idle || !type || !userId || synced.has(userId)) return;
    synced.add(userId);
    void import('./sync-push').then(async ({ syncPush }) => {
      const result = await syncPush({ userId, type, trigger: 'load' });
      if (result === 'registered') await client.invalidateQueries({ queryKey: devicesKey(type) });
    });
  }, [idle, type, userId, client]);

  const isSignedIn = session !== null;
  useEffect(() => {
    if (!idle || isSignedIn || localPush.token() === null) return;
    synced.clear();
    void import('./sync-push').then(({ forgetLocalPush }) => forgetLocalPush());
  }, [idle, isSignedIn]);
}

/** The hook as a component that renders nothing, for a layout that loads it lazily once the page is idle. */
export function PushSync() {
  usePushSync();
  return null;
}
