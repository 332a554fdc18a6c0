import { companyDeskEndpoints, type DeskEmployeeUpdateBody, type DeskExamStateBody, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';
import { companyKeys, useCompanyDeskMutation } from './desk-mutation';

/** The roster's filters: the query of GET /api/admin/companies/contracts/{id}/employees. */
type EmployeeListParams = QueryOf<typeof companyDeskEndpoints.employees>;

/** GET /api/admin/companies/contracts/{id}/employees (search, examState, healthStatus, isRegister, pages). */
export async function getContractEmployees(contractId: string, query: EmployeeListParams) {
  return (await consoleApi.call(companyDeskEndpoints.employees, { params: { id: contractId }, query })).data;
}

export const contractEmployeesQueryOptions = (contractId: string, query: EmployeeListParams) =>
  queryOptions({
    queryKey: [...companyKeys.employees(contractId), query],
    queryFn: () => getContractEmployees(contractId, query),
    placeholderData: keepPreviousData,
  });

export const useContractEmployees = (contractId: string, query: EmployeeListParams) =>
  useQuery(contractEmployeesQueryOptions(contractId, query));

/** PUT /api/admin/companies/contracts/{id}/employees/{employeeId}: one roster row. */
export const useUpdateEmployee = (contractId: string) =>
  useCompanyDeskMutation(
    async ({ employeeId, body }: { employeeId: string; body: DeskEmployeeUpdateBody }) =>
      (await consoleApi.call(companyDeskEndpoints.updateEmployee, { params: { id: contractId, employeeId }, body })).data,
  );

/** POST /api/admin/companies/contracts/{id}/employees/exam-state: exam state and/or health class of the selected people. */
export const useMoveExamStates = (contractId: string) =>
  useCompanyDeskMutation(
    async (body: DeskExamStateBody) => (await consoleApi.call(companyDeskEndpoints.examStates, { params: { id: contractId }, body })).data,
  );
