import { companyScheduleDeskEndpoints, type DataOf, type DeskGroupBody, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';
import { companyKeys, useCompanyDeskMutation } from './desk-mutation';

/** The list's filters: the query of GET /api/admin/companies/groups (search, companyId, pages). */
type GroupListParams = QueryOf<typeof companyScheduleDeskEndpoints.groups>;
export type DeskGroupRow = DataOf<typeof companyScheduleDeskEndpoints.groups>['items'][number];

/** GET /api/admin/companies/groups (search, companyId, pages). */
export async function getCompanyGroups(query: GroupListParams) {
  return (await consoleApi.call(companyScheduleDeskEndpoints.groups, { query })).data;
}

export const companyGroupsQueryOptions = (query: GroupListParams) =>
  queryOptions({
    queryKey: [...companyKeys.groups(), 'list', query],
    queryFn: () => getCompanyGroups(query),
    placeholderData: keepPreviousData,
  });

export const useCompanyGroups = (query: GroupListParams) => useQuery(companyGroupsQueryOptions(query));

/** GET /api/admin/companies/groups/{id}: the set with its contracts. */
export const companyGroupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...companyKeys.groups(), 'detail', id],
    queryFn: async () => (await consoleApi.call(companyScheduleDeskEndpoints.group, { params: { id } })).data,
    enabled: Boolean(id),
  });

export const useCompanyGroup = (id: string) => useQuery(companyGroupQueryOptions(id));

/** POST /api/admin/companies/groups, or PUT …/groups/{id} with an id. */
export const useSaveCompanyGroup = () =>
  useCompanyDeskMutation(async ({ id, body }: { id?: string; body: DeskGroupBody }) =>
    id
      ? (await consoleApi.call(companyScheduleDeskEndpoints.updateGroup, { params: { id }, body })).data
      : (await consoleApi.call(companyScheduleDeskEndpoints.createGroup, { body })).data,
  );

/** DELETE /api/admin/companies/groups/{id} */
export const useDeleteCompanyGroup = () =>
  useCompanyDeskMutation(async (id: string) => {
    await consoleApi.call(companyScheduleDeskEndpoints.deleteGroup, { params: { id } });
  });
