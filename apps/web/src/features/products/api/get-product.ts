import { productEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsKey } from './get-products';

/** GET /api/partner/v1/provider/product/detail/{id} */
export async function getProduct(id: string, signal?: AbortSignal) {
  return (await api.call(productEndpoints.detail, { params: { type: 'provider', id }, signal })).data;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...productsKey(), 'detail', id], queryFn: ({ signal }) => getProduct(id, signal) });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
