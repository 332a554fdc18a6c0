import {
  apiPaths,
  type ContractEmployee,
  type ContractEmployeeList,
  type DeskEmployeeUpdateBody,
  type DeskExamStateBody,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';
import { companyKeys, type DeskListParams, useCompanyDeskMutation } from './desk-mutation';

/** GET /api/admin/companies/contracts/{id}/employees (search, examState, healthStatus, isRegister, pages). */
export async function getContractEmployees(contractId: string, query: DeskListParams): Promise<ContractEmployeeList> {
  return (await consoleApi.get<ContractEmployeeList>(apiPaths.admin.companyEmployees(contractId), { query })).data;
}

export const contractEmployeesQueryOptions = (contractId: string, query: DeskListParams) =>
  queryOptions({
    queryKey: [...companyKeys.employees(contractId), query],
    queryFn: () => getContractEmployees(contractId, query),
    placeholderData: keepPreviousData,
  });

export const useContractEmployees = (contractId: string, query: DeskListParams) =>
  useQuery(contractEmployeesQueryOptions(contractId, query));

/** PUT /api/admin/companies/contracts/{id}/employees/{employeeId}: one roster row. */
export const useUpdateEmployee = (contractId: string) =>
  useCompanyDeskMutation(
    async ({ employeeId, body }: { employeeId: string; body: DeskEmployeeUpdateBody }) =>
      (await consoleApi.put<ContractEmployee>(apiPaths.admin.companyEmployee(contractId, employeeId), body)).data,
  );

/** POST /api/admin/companies/contracts/{id}/employees/exam-state: exam state and/or health class of the selected people. */
export const useMoveExamStates = (contractId: string) =>
  useCompanyDeskMutation(
    async (body: DeskExamStateBody) => (await consoleApi.post<unknown>(apiPaths.admin.companyExamStates(contractId), body)).data,
  );
