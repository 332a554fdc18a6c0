import { apiPaths, type ContractGroupList, type ContractGroupStatus } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupsKey } from './keys';

export type ContractGroupFilters = { page: number; limit: number; search?: string | undefined; status?: ContractGroupStatus | undefined };

/** GET …/company/contract-group/list */
export async function getContractGroups(filters: ContractGroupFilters, signal?: AbortSignal): Promise<ContractGroupList> {
  return (await api.get<ContractGroupList>(apiPaths.companies.groups, { query: filters, signal })).data;
}

export const contractGroupsQueryOptions = (filters: ContractGroupFilters) =>
  queryOptions({
    queryKey: [...groupsKey(), 'list', filters],
    queryFn: ({ signal }) => getContractGroups(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useContractGroups = (filters: ContractGroupFilters) => useQuery(contractGroupsQueryOptions(filters));
