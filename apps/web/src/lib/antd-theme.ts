import type { ThemeConfig } from 'antd';

/** The portal's antd theme, in the partner app and the console. */
export const ANTD_THEME: ThemeConfig = {
  token: { colorPrimary: '#0b6bcb', borderRadius: 6, fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
};
