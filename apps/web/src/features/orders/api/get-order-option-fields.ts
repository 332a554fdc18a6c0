import { orderEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKey } from './get-orders';

/** GET .../medical-order/option-fields: the order form's options, and the home-sampling fee the bill adds. */
export async function getOrderOptionFields(signal?: AbortSignal) {
  return (await api.call(orderEndpoints.optionFields, { signal })).data;
}

export const orderOptionFieldsQueryOptions = () =>
  queryOptions({
    queryKey: [...ordersKey(), 'option-fields'],
    queryFn: ({ signal }) => getOrderOptionFields(signal),
  });

export const useOrderOptionFields = () => useQuery(orderOptionFieldsQueryOptions());
