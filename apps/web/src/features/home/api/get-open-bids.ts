import { BID_POST_STATUS, tenderingPublicEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';

/** How many open tenders the home page lists. */
export const HOME_BIDS_LIMIT = 6;

/** GET /api/partner/bid-post/list: the open tenders, optionally of one category (spec 2 §2.1). */
export async function getOpenBids(categoryId: number | undefined, signal?: AbortSignal) {
  const { data } = await api.call(tenderingPublicEndpoints.list, {
    signal,
    query: { page: 1, limit: HOME_BIDS_LIMIT, status: BID_POST_STATUS.Open, categoryId },
  });
  return data?.items ?? [];
}

export const openBidsQueryOptions = (categoryId?: number) =>
  queryOptions({
    queryKey: [PUBLIC_QUERY_SCOPE, 'home-bids', categoryId ?? 'all'],
    queryFn: ({ signal }) => getOpenBids(categoryId, signal),
  });

export function useOpenBids(categoryId: number | undefined) {
  return useQuery({ ...openBidsQueryOptions(categoryId), placeholderData: keepPreviousData });
}

/** GET /api/partner/bid-post/category-list: the categories of the filter. */
export async function getBidCategories(signal?: AbortSignal) {
  return (await api.call(tenderingPublicEndpoints.categoryList, { signal })).data;
}

export const bidCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [PUBLIC_QUERY_SCOPE, 'bid-categories'],
    queryFn: ({ signal }) => getBidCategories(signal),
    staleTime: 30 * 60_000,
  });

export function useBidCategories() {
  return useQuery(bidCategoriesQueryOptions());
}
