import { type QueryOf, tenderingPartnerEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { providerBidKey } from './keys';

/**
 * The list's filters: the query of GET /api/partner/v1/{type}/bid-post/list, paged, with `mine`
 * (the provider's own bids, every post it submitted to) as the screen's switch: else the published
 * posts of `status` (open by default).
 */
export type BidListFilters = QueryOf<typeof tenderingPartnerEndpoints.list> & { page: number; limit: number; mine: boolean };

/** GET /api/partner/v1/provider/bid-post/list (spec 2 §7, login prefix): paged, with `mine` its own submissions. */
export async function getBids(filters: BidListFilters, signal?: AbortSignal) {
  const { mine, ...rest } = filters;
  const query = { ...rest, ...(mine ? { mine: true } : {}) };
  return (await api.call(tenderingPartnerEndpoints.list, { params: { type: 'provider' }, query, signal })).data;
}

// Under the provider's bid key: a submission or an answer saved elsewhere refreshes the list too.
export const bidsQueryOptions = (filters: BidListFilters) =>
  queryOptions({
    queryKey: [...providerBidKey, 'list', filters],
    queryFn: ({ signal }) => getBids(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useBids(filters: BidListFilters) {
  return useQuery(bidsQueryOptions(filters));
}

/** GET /api/partner/v1/provider/bid-post/category-list: the categories of the list's filter. */
export async function getBidListCategories(signal?: AbortSignal) {
  return (await api.call(tenderingPartnerEndpoints.categoryList, { params: { type: 'provider' }, signal })).data;
}

export function useBidListCategories() {
  return useQuery({
    queryKey: [...providerBidKey, 'categories'],
    queryFn: ({ signal }) => getBidListCategories(signal),
    staleTime: 30 * 60_000,
  });
}
