import { BID_POST_STATUS, tenderingPublicEndpoints } from '@portal/contract';
import { api } from '@/lib/api-client';

/*
 * The home page's tender calls. Their query options (get-open-bids.ts) are in the first load; this
 * module, with the endpoints' schemas (hence zod), is imported only when a query runs: the first
 * page's data comes in the server's HTML.
 */

/** How many open tenders the home page lists. */
const HOME_BIDS_LIMIT = 6;

/** GET /api/partner/bid-post/list: the open tenders, optionally of one category (spec 2 §2.1). */
export async function getOpenBids(categoryId: number | undefined, signal?: AbortSignal) {
  const { data } = await api.call(tenderingPublicEndpoints.list, {
    signal,
    query: { page: 1, limit: HOME_BIDS_LIMIT, status: BID_POST_STATUS.Open, categoryId },
  });
  return data.items;
}

/** GET /api/partner/bid-post/category-list: the categories of the filter. */
export async function getBidCategories(signal?: AbortSignal) {
  return (await api.call(tenderingPublicEndpoints.categoryList, { signal })).data;
}
