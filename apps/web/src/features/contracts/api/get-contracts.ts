import { contractEndpoints, type PartnerType, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** The filters of the provider contract screen (spec 1 §2.7), of the list's query: the signed day goes as YYYY/MM/DD. */
export type ContractFilters = Pick<QueryOf<typeof contractEndpoints.list>, 'search' | 'categoryId' | 'dateSigned'> & {
  page: number;
  limit: number;
};

/** GET /api/partner/v1/{type}/contract/list */
export async function getContracts(type: PartnerType, filters: ContractFilters, signal?: AbortSignal) {
  return (await api.call(contractEndpoints.list, { params: { type }, query: filters, signal })).data;
}

export const contractsQueryOptions = (type: PartnerType, filters: ContractFilters) =>
  queryOptions({
    queryKey: [...partnerQueryKey(type), 'contracts', 'list', filters],
    queryFn: ({ signal }) => getContracts(type, filters, signal),
    placeholderData: keepPreviousData,
  });

export function useContracts(type: PartnerType, filters: ContractFilters) {
  return useQuery(contractsQueryOptions(type, filters));
}
