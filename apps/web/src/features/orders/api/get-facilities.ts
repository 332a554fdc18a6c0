import { orderEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKey } from './get-orders';

/** GET .../medical-order/locations: the facilities a visit can be booked at (value = facility code). */
export async function getFacilities(signal?: AbortSignal) {
  return (await api.call(orderEndpoints.locations, { signal })).data;
}

export const facilitiesQueryOptions = () =>
  queryOptions({
    queryKey: [...ordersKey(), 'facilities'],
    queryFn: ({ signal }) => getFacilities(signal),
    staleTime: 10 * 60_000,
  });

export const useFacilities = () => useQuery(facilitiesQueryOptions());
