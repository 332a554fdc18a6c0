import { companyDeskEndpoints, type DataOf, type DeskSubUnitCreateBody, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';
import { companyKeys, useCompanyDeskMutation } from './desk-mutation';

/** The list's filters: the query of GET /api/admin/companies (search, pages). */
type CompanyListParams = QueryOf<typeof companyDeskEndpoints.companies>;
export type DeskCompanyList = DataOf<typeof companyDeskEndpoints.companies>;

/** GET /api/admin/companies (search, pages). */
export async function getCompanies(query: CompanyListParams) {
  return (await consoleApi.call(companyDeskEndpoints.companies, { query })).data;
}

export const companiesQueryOptions = (query: CompanyListParams) =>
  queryOptions({
    queryKey: [...companyKeys.companies(), 'list', query],
    queryFn: () => getCompanies(query),
    placeholderData: keepPreviousData,
  });

export const useCompanies = (query: CompanyListParams) => useQuery(companiesQueryOptions(query));

/** GET /api/admin/companies/{id}: the profile and its sub-units. */
export async function getCompany(id: string) {
  return (await consoleApi.call(companyDeskEndpoints.company, { params: { id } })).data;
}

export const companyQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...companyKeys.companies(), 'detail', id], queryFn: () => getCompany(id), enabled: Boolean(id) });

export const useCompany = (id: string) => useQuery(companyQueryOptions(id));

/** POST /api/admin/companies/{id}/sub-units */
export const useCreateSubUnit = (companyId: string) =>
  useCompanyDeskMutation(
    async (body: DeskSubUnitCreateBody) =>
      (await consoleApi.call(companyDeskEndpoints.createSubUnit, { params: { id: companyId }, body })).data,
  );
