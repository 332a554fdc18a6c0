import { orderEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKey } from './get-orders';

/** GET .../medical-order/filter-options: statuses, results and the money presets of the list. */
export async function getOrderFilterOptions(signal?: AbortSignal) {
  return (await api.call(orderEndpoints.filterOptions, { signal })).data;
}

export const orderFilterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...ordersKey(), 'filter-options'],
    queryFn: ({ signal }) => getOrderFilterOptions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useOrderFilterOptions = () => useQuery(orderFilterOptionsQueryOptions());
