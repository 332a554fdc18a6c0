import { companyEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractsKey } from './keys';

/** The roster's filters, of the list's query. */
export type EmployeeFilters = QueryOf<typeof companyEndpoints.employees> & { page: number; limit: number; search?: string | undefined };

/** Every roster query of one contract (an import refreshes them). */
export const employeesKey = (contractId: string) => [...contractsKey(), 'employees', contractId] as const;

/** GET …/company/contract/detail/{id}/contract-employees */
export async function getContractEmployees(contractId: string, filters: EmployeeFilters, signal?: AbortSignal) {
  return (await api.call(companyEndpoints.employees, { params: { id: contractId }, query: filters, signal })).data;
}

export const contractEmployeesQueryOptions = (contractId: string, filters: EmployeeFilters) =>
  queryOptions({
    queryKey: [...employeesKey(contractId), filters],
    queryFn: ({ signal }) => getContractEmployees(contractId, filters, signal),
    placeholderData: keepPreviousData,
  });

export const useContractEmployees = (contractId: string, filters: EmployeeFilters) =>
  useQuery(contractEmployeesQueryOptions(contractId, filters));
