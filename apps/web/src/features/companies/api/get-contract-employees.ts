import { apiPaths, type ContractEmployeeList } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractsKey } from './keys';

export type EmployeeFilters = {
  page: number;
  limit: number;
  search?: string | undefined;
  gender?: number | undefined;
  healthStatus?: number | undefined;
  isRegister?: boolean | undefined;
};

/** Every roster query of one contract (an import refreshes them). */
export const employeesKey = (contractId: string) => [...contractsKey(), 'employees', contractId] as const;

/** GET …/company/contract/detail/{id}/contract-employees */
export async function getContractEmployees(
  contractId: string,
  filters: EmployeeFilters,
  signal?: AbortSignal,
): Promise<ContractEmployeeList> {
  return (await api.get<ContractEmployeeList>(apiPaths.companies.employees(contractId), { query: filters, signal })).data;
}

export const contractEmployeesQueryOptions = (contractId: string, filters: EmployeeFilters) =>
  queryOptions({
    queryKey: [...employeesKey(contractId), filters],
    queryFn: ({ signal }) => getContractEmployees(contractId, filters, signal),
    placeholderData: keepPreviousData,
  });

export const useContractEmployees = (contractId: string, filters: EmployeeFilters) =>
  useQuery(contractEmployeesQueryOptions(contractId, filters));
