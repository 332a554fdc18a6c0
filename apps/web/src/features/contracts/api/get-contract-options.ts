import { contractEndpoints, type PartnerType } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** GET /api/partner/v1/{type}/contract/option-fields: categories, statuses, contract types. */
export async function getContractOptions(type: PartnerType, signal?: AbortSignal) {
  return (await api.call(contractEndpoints.optionFields, { params: { type }, signal })).data;
}

export const contractOptionsQueryOptions = (type: PartnerType) =>
  queryOptions({
    queryKey: [...partnerQueryKey(type), 'contracts', 'options'],
    queryFn: ({ signal }) => getContractOptions(type, signal),
    // A lookup list: kept for the session.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useContractOptions(type: PartnerType) {
  return useQuery(contractOptionsQueryOptions(type));
}
