import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, useEffect } from 'react';
import { loadAntdLocale, useAntdLocale } from '@/lib/antd-locale';
import { ANTD_THEME } from '@/lib/antd-theme';

/**
 * Until antd's Vietnamese texts are in: a locale with none of its own texts (antd falls back to its
 * defaults), so ConfigProvider's tree has the same shape before and after. ConfigProvider wraps its
 * children in a LocaleProvider only when it has a locale: without this stand-in, the texts' arrival
 * made React mount every dialog, form and field below again (what was typed, the fields' errors and
 * a click landing in between were lost).
 */
const PENDING_LOCALE: Locale = { locale: 'vi' };

/**
 * antd's theme and Vietnamese texts around the parts that draw antd components: every lazy page
 * except the plain login page, the notices, the dialogs and banners the layout opens. It is not
 * part of the first load: the home page and the login page draw no antd component, and antd's
 * ConfigProvider at the top of the app made them evaluate antd's theme and CSS-in-JS anyway
 * (about a third of their blocking time, docs/decisions/web.md). Reach it through
 * `lazyInAntdScope` (components/lazy-in-antd-scope.tsx), never by a static import from the entry.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  // vi_VN (lib/antd-locale.ts): the lazy parts wait for it, so it is in when they render.
  const locale = useAntdLocale();
  useEffect(() => {
    if (!locale) void loadAntdLocale();
  }, [locale]);
  return (
    <ConfigProvider locale={locale ?? PENDING_LOCALE} theme={ANTD_THEME}>
      {children}
    </ConfigProvider>
  );
}
