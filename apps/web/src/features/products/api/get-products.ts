import { apiPaths, type ProductList, type ProductStatus } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

export type ProductFilters = { page: number; limit: number; search?: string; status?: ProductStatus };

export const productsKey = () => [...partnerQueryKey('provider'), 'products'] as const;

/** GET /api/partner/v1/provider/product/list */
export async function getProducts(filters: ProductFilters, signal?: AbortSignal): Promise<ProductList> {
  const { data } = await api.get<ProductList>(apiPaths.products.list(), { query: filters, signal });
  return data;
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
