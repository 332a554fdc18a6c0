/**
 * Build-time settings, read once. The API is same-origin by default: the dev server proxies
 * /api and /version.json, and in production the API serves the built app.
 */
export const env = {
  apiBaseUrl: String(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
} as const;
