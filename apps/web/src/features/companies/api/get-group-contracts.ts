import { type CONTRACT_GROUP_SORTINGS, companyEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupsKey } from './keys';

export type GroupContractSorting = (typeof CONTRACT_GROUP_SORTINGS)[number];
/** The set's contract list's filters, of the list's query (the sortings a set offers). */
export type GroupContractFilters = QueryOf<typeof companyEndpoints.groupContracts> & {
  page: number;
  limit: number;
  search?: string | undefined;
  sorting?: GroupContractSorting | undefined;
};

/** GET …/company/contract-group/detail/{id}/contracts: the set's contracts, each with its progress. */
export async function getGroupContracts(id: string, filters: GroupContractFilters, signal?: AbortSignal) {
  return (await api.call(companyEndpoints.groupContracts, { params: { id }, query: filters, signal })).data;
}

export const groupContractsQueryOptions = (id: string, filters: GroupContractFilters) =>
  queryOptions({
    queryKey: [...groupsKey(), 'contracts', id, filters],
    queryFn: ({ signal }) => getGroupContracts(id, filters, signal),
    placeholderData: keepPreviousData,
  });

export const useGroupContracts = (id: string, filters: GroupContractFilters) => useQuery(groupContractsQueryOptions(id, filters));
