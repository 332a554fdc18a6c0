import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { loadAntdLocale, useAntdLocale } from '@/lib/antd-locale';
import { bindQueryCacheToSession } from '@/lib/query-client';
import { NotifierProvider } from './notifier-provider';

const theme: ThemeConfig = {
  token: { colorPrimary: '#0b6bcb', borderRadius: 6, fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
};

/** antd in Vietnamese, the notices (once, at the top) and the query cache. */
export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => bindQueryCacheToSession(client), [client]);
  useEffect(() => {
    void loadAntdLocale();
  }, []);
  // vi_VN (lib/antd-locale.ts); until it arrives, antd's built-in texts stand in.
  const locale = useAntdLocale();
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <NotifierProvider>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </NotifierProvider>
    </ConfigProvider>
  );
}
