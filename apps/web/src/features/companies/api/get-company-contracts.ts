import { companyEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractsKey } from './keys';

/** The list's filters (spec 3 §2, §7), of the list's query: the start day goes as YYYY-MM-DD. */
export type CompanyContractFilters = QueryOf<typeof companyEndpoints.contracts> & {
  page: number;
  limit: number;
  search?: string | undefined;
};

/** GET …/company/contract/list */
export async function getCompanyContracts(filters: CompanyContractFilters, signal?: AbortSignal) {
  return (await api.call(companyEndpoints.contracts, { query: filters, signal })).data;
}

export const companyContractsQueryOptions = (filters: CompanyContractFilters) =>
  queryOptions({
    queryKey: [...contractsKey(), 'list', filters],
    queryFn: ({ signal }) => getCompanyContracts(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useCompanyContracts = (filters: CompanyContractFilters, enabled = true) =>
  useQuery({ ...companyContractsQueryOptions(filters), enabled });
