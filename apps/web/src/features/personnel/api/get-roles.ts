import { apiPaths, LIMITS, type PartnerType, type PermissionGroup, type PersonnelRoleList } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { personnelKey } from './get-staff';

export type RoleFilters = { page: number; limit: number; search?: string; active?: boolean };

/** GET /api/partner/v1/{type}/personnel-role/list */
export async function getRoles(type: PartnerType, filters: RoleFilters, signal?: AbortSignal): Promise<PersonnelRoleList> {
  const { data } = await api.get<PersonnelRoleList>(apiPaths.personnel.roles.list(type), { query: filters, signal });
  return data;
}

export const rolesQueryOptions = (type: PartnerType, filters: RoleFilters) =>
  queryOptions({
    queryKey: [...personnelKey(type), 'roles', filters],
    queryFn: ({ signal }) => getRoles(type, filters, signal),
    placeholderData: keepPreviousData,
  });

export function useRoles(type: PartnerType, filters: RoleFilters) {
  return useQuery(rolesQueryOptions(type, filters));
}

/** Every role of the partner (the staff dialog's choice): one page as large as the server gives. */
export function useAllRoles(type: PartnerType) {
  return useQuery(rolesQueryOptions(type, { page: 1, limit: LIMITS.listLimitCap }));
}

/** GET .../personnel-role/list-default-permission: what a role may hold, by area (it changes only with the server). */
export async function getDefaultPermissions(type: PartnerType, signal?: AbortSignal): Promise<PermissionGroup[]> {
  const { data } = await api.get<PermissionGroup[]>(apiPaths.personnel.roles.defaultPermissions(type), { signal });
  return data;
}

export const defaultPermissionsQueryOptions = (type: PartnerType) =>
  queryOptions({
    queryKey: [...personnelKey(type), 'default-permissions'],
    queryFn: ({ signal }) => getDefaultPermissions(type, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useDefaultPermissions(type: PartnerType) {
  return useQuery(defaultPermissionsQueryOptions(type));
}
