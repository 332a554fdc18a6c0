import { BUILD_VERSION } from '@portal/contract';

/**
 * Build-time settings, read once. The API is same-origin by default: the dev server proxies
 * /api and /version.json, and in production the API serves the built app.
 */
export const env = {
  apiBaseUrl: String(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, ''),
  /**
   * This build's version stamp (spec 1 §4), set by vite.config.ts; the API answers /version.json
   * with the same one. Outside a build (unit tests): the spec's stamp.
   */
  buildStamp: String(import.meta.env.VITE_BUILD_STAMP ?? BUILD_VERSION),
} as const;
