import { companyEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupsKey } from './keys';

/** The list's filters, of the list's query. */
export type ContractGroupFilters = QueryOf<typeof companyEndpoints.groups> & { page: number; limit: number; search?: string | undefined };

/** GET …/company/contract-group/list */
export async function getContractGroups(filters: ContractGroupFilters, signal?: AbortSignal) {
  return (await api.call(companyEndpoints.groups, { query: filters, signal })).data;
}

export const contractGroupsQueryOptions = (filters: ContractGroupFilters) =>
  queryOptions({
    queryKey: [...groupsKey(), 'list', filters],
    queryFn: ({ signal }) => getContractGroups(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useContractGroups = (filters: ContractGroupFilters) => useQuery(contractGroupsQueryOptions(filters));
