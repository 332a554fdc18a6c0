import { apiPaths, type BidPostRow, type Pagination } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { providerBidKey } from './keys';

export type BidListFilters = {
  page: number;
  limit: number;
  /** The provider's own bids (every post it submitted to), else the published posts of `status` (open by default). */
  mine: boolean;
  search?: string | undefined;
  categoryId?: number | undefined;
  status?: number | undefined;
};
export type BidList = { items: BidPostRow[]; pagination: Pagination };

/** GET /api/partner/v1/provider/bid-post/list (spec 2 §7, login prefix): paged, with `mine` its own submissions. */
export async function getBids(filters: BidListFilters, signal?: AbortSignal): Promise<BidList> {
  const { mine, ...rest } = filters;
  const { data } = await api.get<BidList>(apiPaths.bid.provider.list, { query: { ...rest, ...(mine ? { mine: true } : {}) }, signal });
  return data;
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
export async function getBidListCategories(signal?: AbortSignal): Promise<Array<{ id: number; name: string }>> {
  const { data } = await api.get<Array<{ id: number; name: string }>>(apiPaths.bid.provider.categoryList, { signal });
  return data;
}

export function useBidListCategories() {
  return useQuery({
    queryKey: [...providerBidKey, 'categories'],
    queryFn: ({ signal }) => getBidListCategories(signal),
    staleTime: 30 * 60_000,
  });
}
