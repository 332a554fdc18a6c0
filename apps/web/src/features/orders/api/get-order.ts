import { orderEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKey } from './get-orders';

/** GET .../medical-order/detail/{id}: the order, its services, progress steps and result file. */
export async function getOrder(id: string, signal?: AbortSignal) {
  return (await api.call(orderEndpoints.detail, { params: { id }, signal })).data;
}

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ordersKey(), 'detail', id], queryFn: ({ signal }) => getOrder(id, signal) });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
