import { apiPaths, type ContractList, type PartnerType } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** The filters of the provider contract screen (spec 1 §2.7): the signed day goes as YYYY/MM/DD. */
export type ContractFilters = { page: number; limit: number; search?: string; categoryId?: string; dateSigned?: string };

/** GET /api/partner/v1/{type}/contract/list */
export async function getContracts(type: PartnerType, filters: ContractFilters, signal?: AbortSignal): Promise<ContractList> {
  const { data } = await api.get<ContractList>(apiPaths.contracts.list(type), { query: filters, signal });
  return data;
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
