import { apiPaths, type DeskGroupBody, type DeskGroupDetail, type deskGroupListSchema } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';
import { companyKeys, type DeskListParams, type Parsed, useCompanyDeskMutation } from './desk-mutation';

export type DeskGroupList = Parsed<typeof deskGroupListSchema>;
export type DeskGroupRow = DeskGroupList['items'][number];

/** GET /api/admin/companies/groups (search, companyId, pages). */
export async function getCompanyGroups(query: DeskListParams): Promise<DeskGroupList> {
  return (await consoleApi.get<DeskGroupList>(apiPaths.admin.companyGroups, { query })).data;
}

export const companyGroupsQueryOptions = (query: DeskListParams) =>
  queryOptions({
    queryKey: [...companyKeys.groups(), 'list', query],
    queryFn: () => getCompanyGroups(query),
    placeholderData: keepPreviousData,
  });

export const useCompanyGroups = (query: DeskListParams) => useQuery(companyGroupsQueryOptions(query));

/** GET /api/admin/companies/groups/{id}: the set with its contracts. */
export const companyGroupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...companyKeys.groups(), 'detail', id],
    queryFn: async () => (await consoleApi.get<DeskGroupDetail>(apiPaths.admin.companyGroup(id))).data,
    enabled: Boolean(id),
  });

export const useCompanyGroup = (id: string) => useQuery(companyGroupQueryOptions(id));

/** POST /api/admin/companies/groups, or PUT …/groups/{id} with an id. */
export const useSaveCompanyGroup = () =>
  useCompanyDeskMutation(async ({ id, body }: { id?: string; body: DeskGroupBody }) =>
    id
      ? (await consoleApi.put<DeskGroupDetail>(apiPaths.admin.companyGroup(id), body)).data
      : (await consoleApi.post<DeskGroupDetail>(apiPaths.admin.companyGroups, body)).data,
  );

/** DELETE /api/admin/companies/groups/{id} */
export const useDeleteCompanyGroup = () =>
  useCompanyDeskMutation(async (id: string) => {
    await consoleApi.delete(apiPaths.admin.companyGroup(id));
  });
