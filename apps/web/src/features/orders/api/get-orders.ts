import { orderEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** Every query about the collaborator's orders (a change refreshes the lists and details). */
export const ordersKey = () => [...partnerQueryKey('collaborator'), 'orders'] as const;

/**
 * The list's filters (spec 3 §2): the list's query, its page always given and the values the screen
 * reads back as they are kept; the appointment day goes as YYYY-MM-DD.
 */
export type OrderFilters = QueryOf<typeof orderEndpoints.list> & { page: number; limit: number; search?: string; patientId?: string };

/** GET /api/partner/v1/collaborator/medical-order/list: a page of orders and the report over all that match. */
export async function getOrders(filters: OrderFilters, signal?: AbortSignal) {
  return (await api.call(orderEndpoints.list, { query: filters, signal })).data;
}

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ordersKey(), 'list', filters],
    queryFn: ({ signal }) => getOrders(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useOrders = (filters: OrderFilters) => useQuery(ordersQueryOptions(filters));
