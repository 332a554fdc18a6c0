import {
  apiPaths,
  type DeskCompanyDetail,
  type DeskSubUnitCreateBody,
  type deskCompanyListSchema,
  type SubUnitRow,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';
import { companyKeys, type DeskListParams, type Parsed, useCompanyDeskMutation } from './desk-mutation';

export type DeskCompanyList = Parsed<typeof deskCompanyListSchema>;

/** GET /api/admin/companies (search, pages). */
export async function getCompanies(query: DeskListParams): Promise<DeskCompanyList> {
  return (await consoleApi.get<DeskCompanyList>(apiPaths.admin.companies, { query })).data;
}

export const companiesQueryOptions = (query: DeskListParams) =>
  queryOptions({
    queryKey: [...companyKeys.companies(), 'list', query],
    queryFn: () => getCompanies(query),
    placeholderData: keepPreviousData,
  });

export const useCompanies = (query: DeskListParams) => useQuery(companiesQueryOptions(query));

/** GET /api/admin/companies/{id}: the profile and its sub-units. */
export async function getCompany(id: string): Promise<DeskCompanyDetail> {
  return (await consoleApi.get<DeskCompanyDetail>(apiPaths.admin.company(id))).data;
}

export const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...companyKeys.companies(), 'detail', id], queryFn: () => getCompany(id), enabled: Boolean(id) });

export const useCompany = (id: string) => useQuery(companyQueryOptions(id));

/** POST /api/admin/companies/{id}/sub-units */
export const useCreateSubUnit = (companyId: string) =>
  useCompanyDeskMutation(
    async (body: DeskSubUnitCreateBody) => (await consoleApi.post<SubUnitRow>(apiPaths.admin.companySubUnits(companyId), body)).data,
  );
