import { orderEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKey } from './get-orders';

/** GET .../medical-order/detail/{id}/progress-link: `linkTienTrinh` (spec 3 §7), the order's public progress page. */
export async function getProgressLink(id: string, signal?: AbortSignal) {
  return (await api.call(orderEndpoints.progressLink, { params: { id }, signal })).data;
}

export const progressLinkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ordersKey(), 'progress-link', id],
    queryFn: ({ signal }) => getProgressLink(id, signal),
    // The link never changes for an order.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useProgressLink = (id: string) => useQuery(progressLinkQueryOptions(id));
