import { apiPaths, type CompanyContractList, type CompanyContractStatus } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractsKey } from './keys';

/** The list's filters (spec 3 §2, §7): the start day goes as YYYY-MM-DD. */
export type CompanyContractFilters = {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: CompanyContractStatus | undefined;
  contractType?: number | undefined;
  minTotalValue?: number | undefined;
  maxTotalValue?: number | undefined;
  dateStart?: string | undefined;
  childrenCompanyId?: string | undefined;
};

/** GET …/company/contract/list */
export async function getCompanyContracts(filters: CompanyContractFilters, signal?: AbortSignal): Promise<CompanyContractList> {
  return (await api.get<CompanyContractList>(apiPaths.companies.contracts, { query: filters, signal })).data;
}

export const companyContractsQueryOptions = (filters: CompanyContractFilters) =>
  queryOptions({
    queryKey: [...contractsKey(), 'list', filters],
    queryFn: ({ signal }) => getCompanyContracts(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useCompanyContracts = (filters: CompanyContractFilters, enabled = true) =>
  useQuery({ ...companyContractsQueryOptions(filters), enabled });
