import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';

/** The open tenders of the home page (the call: home-bids-calls.ts, loaded on demand). */
export const openBidsQueryOptions = (categoryId?: number) =>
  queryOptions({
    queryKey: [PUBLIC_QUERY_SCOPE, 'home-bids', categoryId ?? 'all'],
    queryFn: async ({ signal }) => (await import('./home-bids-calls')).getOpenBids(categoryId, signal),
  });

export function useOpenBids(categoryId: number | undefined) {
  return useQuery({ ...openBidsQueryOptions(categoryId), placeholderData: keepPreviousData });
}

/** GET /api/partner/bid-post/category-list: the categories of the filter (the call: home-bids-calls.ts, loaded on demand). */
export const bidCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [PUBLIC_QUERY_SCOPE, 'bid-categories'],
    queryFn: async ({ signal }) => (await import('./home-bids-calls')).getBidCategories(signal),
    staleTime: 30 * 60_000,
  });

export function useBidCategories() {
  return useQuery(bidCategoriesQueryOptions());
}
