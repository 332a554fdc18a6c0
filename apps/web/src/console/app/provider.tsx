import { LIVE_PATHS } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import viVN from 'antd/es/locale/vi_VN';
import { type ReactNode, useEffect } from 'react';
import { ANTD_THEME } from '@/lib/antd-theme';
import { isApiError } from '@/lib/api-client';
import { startLiveUpdates } from '@/lib/live-updates';
import '@/lib/dayjs';
import { setNotifier } from '@/lib/notifier';
import { CONSOLE_QUERY_SCOPE } from '../lib/console-api';
import { getOperatorToken, operatorTokens, subscribeOperatorSession, useOperatorToken } from '../lib/operator-session';

export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 1,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The operator's cached data dies with the session (login, logout, a 401, another tab). */
function useBindCacheToSession(client: QueryClient) {
  useEffect(() => {
    let token = getOperatorToken();
    return subscribeOperatorSession(() => {
      const next = getOperatorToken();
      if (next === token) return;
      token = next;
      void client.cancelQueries({ queryKey: [CONSOLE_QUERY_SCOPE] });
      client.removeQueries({ queryKey: [CONSOLE_QUERY_SCOPE] });
    });
  }, [client]);
}

/** antd's notices reach the API client through lib/notifier, as in the partner app. */
function NotifierBridge() {
  const { notification } = AntdApp.useApp();
  useEffect(() => {
    setNotifier(notification);
    return () => setNotifier(null);
  }, [notification]);
  return null;
}

/**
 * The console's providers: antd in Vietnamese with its `<App>` (the console has no first-load
 * budget to protect, so modal and message holders are welcome), notices, the query cache.
 */
export function ConsoleProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  useBindCacheToSession(client);
  const token = useOperatorToken();
  // The open desk hears what other operators and the partners change (lib/live-updates.ts).
  useEffect(
    () => (token ? startLiveUpdates({ path: LIVE_PATHS.operator, tokens: operatorTokens, client, scope: CONSOLE_QUERY_SCOPE }) : undefined),
    [client, token],
  );
  return (
    <ConfigProvider locale={viVN} theme={ANTD_THEME}>
      <AntdApp notification={{ placement: 'topRight' }}>
        <NotifierBridge />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
