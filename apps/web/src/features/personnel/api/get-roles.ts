import { LIMITS, type PartnerType, type PersonnelRoleListQuery, personnelRoleEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { personnelKey } from './get-staff';

/** The roles list's filters: its query, as the schema reads it. */
export type RoleFilters = PersonnelRoleListQuery;

/** GET /api/partner/v1/{type}/personnel-role/list */
export async function getRoles(type: PartnerType, filters: RoleFilters, signal?: AbortSignal) {
  return (await api.call(personnelRoleEndpoints.list, { params: { type }, query: filters, signal })).data;
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
export async function getDefaultPermissions(type: PartnerType, signal?: AbortSignal) {
  return (await api.call(personnelRoleEndpoints.defaultPermissions, { params: { type }, signal })).data;
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
