import { productEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** The catalogue screen's filters: the list's query, paged. */
export type ProductFilters = QueryOf<typeof productEndpoints.list> & { page: number; limit: number };

export const productsKey = () => [...partnerQueryKey('provider'), 'products'] as const;

/** GET /api/partner/v1/provider/product/list */
export async function getProducts(filters: ProductFilters, signal?: AbortSignal) {
  return (await api.call(productEndpoints.list, { params: { type: 'provider' }, query: filters, signal })).data;
}

export const productsQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: [...productsKey(), 'list', filters],
    queryFn: ({ signal }) => getProducts(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(filters: ProductFilters) {
  return useQuery(productsQueryOptions(filters));
}
