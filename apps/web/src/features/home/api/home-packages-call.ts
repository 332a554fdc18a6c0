import { examPackagePublicEndpoints } from '@portal/contract';
import { api } from '@/lib/api-client';
import { HOME_PACKAGES_LIMIT } from './get-home-packages';

/*
 * The home page's exam-package call, imported only when its query runs: the home page is in the
 * entry, and its first load (the packages come in the server's HTML) carries neither the
 * endpoint's schemas nor zod.
 */

/** GET /api/partner/exam-package/list: the public exam-package catalogue, first page. */
export async function getHomePackages(signal?: AbortSignal) {
  const { data } = await api.call(examPackagePublicEndpoints.list, { signal, query: { page: 1, limit: HOME_PACKAGES_LIMIT } });
  return data.items;
}
