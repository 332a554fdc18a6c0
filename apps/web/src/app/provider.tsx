import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { loadAntdLocale } from '@/lib/antd-locale';
import { bindQueryCacheToSession } from '@/lib/query-client';
import { NotifierProvider } from './notifier-provider';

/**
 * The notices (once, at the top) and the query cache. antd's theme and Vietnamese texts are not
 * here: the parts that draw antd components bring them (components/antd-scope.tsx), so a page
 * without any (home, login) never evaluates antd.
 */
export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => bindQueryCacheToSession(client), [client]);
  useEffect(() => {
    void loadAntdLocale();
  }, []);
  return (
    <NotifierProvider>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </NotifierProvider>
  );
}
