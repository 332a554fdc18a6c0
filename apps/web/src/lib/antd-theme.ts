import type { ThemeConfig } from 'antd';

const PRIMARY = '#0b6bcb';

/**
 * The class that scopes the theme's CSS variables (antd names it from React's `useId` unless told):
 * fixed, so that markup drawn by hand in antd's classes (a dialog drawn still by the server,
 * features/debts/components/report-dialog.tsx) carries the same one.
 */
export const ANTD_CSS_VAR_KEY = 'css-var-portal';

/**
 * The portal's antd theme, in the partner app and the console. antd's default greys and tag
 * colours fall short of WCAG AA contrast (4.5:1) on white and on the console's grey: placeholders,
 * secondary text (breadcrumbs, step titles, descriptions), the error red and the light tags' text are darkened
 * here, once, rather than page by page (docs/decisions/web.md, "Accessibility").
 */
export const ANTD_THEME: ThemeConfig = {
  // antd's styles come from a stylesheet (lib/antd-styles.ts), not generated while rendering; its
  // selectors carry no hash.
  zeroRuntime: true,
  hashed: false,
  cssVar: { key: ANTD_CSS_VAR_KEY },
  token: {
    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    colorLink: PRIMARY,
    colorError: '#cf1322',
    borderRadius: 6,
    fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    colorTextPlaceholder: '#6b6b6b',
    colorTextTertiary: '#666666',
    colorTextDescription: '#666666',
    // Also the "no data" of empty tables and lists (disabled controls stay marked by their grey ground).
    colorTextDisabled: '#6b6b6b',
  },
  components: {
    // A light tag writes its text in the palette's 7th shade on its 1st: these are the darkest shades
    // that reach 4.5:1 there (the others already do). Given to Tag alone: antd's CSS variables keep
    // the global palette as generated from the seed colours.
    Tag: {
      volcano7: '#ad2102',
      orange7: '#ad4e00',
      gold7: '#874d00',
      yellow7: '#876800',
      lime7: '#3f6600',
      green7: '#237804',
      cyan7: '#006d75',
    },
  },
};
