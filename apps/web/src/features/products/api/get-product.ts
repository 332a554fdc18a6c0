import { apiPaths, type Product } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsKey } from './get-products';

/** GET /api/partner/v1/provider/product/detail/{id} */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const { data } = await api.get<Product>(apiPaths.products.detail(id), { signal });
  return data;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...productsKey(), 'detail', id], queryFn: ({ signal }) => getProduct(id, signal) });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
