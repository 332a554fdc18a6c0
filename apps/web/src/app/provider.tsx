import { LIVE_PATHS } from '@portal/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { loadAntdLocale } from '@/lib/antd-locale';
import { partnerTokens } from '@/lib/api-client';
import { bindQueryCacheToSession, PRIVATE_QUERY_SCOPE } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { NotifierProvider } from './notifier-provider';

/**
 * The notices (once, at the top) and the query cache. antd's theme and Vietnamese texts are not
 * here: the parts that draw antd components bring them (components/antd-scope.tsx), so a page
 * without any (home, login) never evaluates antd.
 */
export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => bindQueryCacheToSession(client), [client]);
  const token = useSession()?.token;
  // A signed-in page hears what changes for its partner (lib/live-updates.ts); a new session, a new stream.
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | undefined;
    let left = false;
    // Loaded once signed in: a visitor's pages carry none of it.
    void import('@/lib/live-updates').then(({ startLiveUpdates }) => {
      if (!left) stop = startLiveUpdates({ path: LIVE_PATHS.partner, tokens: partnerTokens, client, scope: PRIVATE_QUERY_SCOPE });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [client, token]);
  useEffect(() => {
    void loadAntdLocale();
  }, []);
  return (
    <NotifierProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </NotifierProvider>
  );
}
