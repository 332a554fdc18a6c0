import { shellEndpoints } from '@portal/contract';
import { api } from '@/lib/api-client';

/*
 * The footer's call, imported only when its query runs: the footer is on every page, in the entry,
 * and the first load (the footer comes in the server's HTML) carries neither its schema nor zod.
 */

/** GET /api/partner/footer/list: the flat footer object of spec 1 §3 (header hotline too). */
export async function getFooter(signal?: AbortSignal) {
  const { data } = await api.call(shellEndpoints.footer, { signal });
  return data ?? {};
}
