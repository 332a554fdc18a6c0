import { type PartnerType, type PersonnelListQuery, personnelEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** Every query about the partner's staff and roles (a change refreshes them all: a role's staff count moves with its staff). */
export const personnelKey = (type: PartnerType) => [...partnerQueryKey(type), 'personnel'] as const;

/** The staff list's filters: its query, as the schema reads it. */
export type StaffFilters = PersonnelListQuery;

/** GET /api/partner/v1/{type}/personnel/list */
export async function getStaff(type: PartnerType, filters: StaffFilters, signal?: AbortSignal) {
  return (await api.call(personnelEndpoints.list, { params: { type }, query: filters, signal })).data;
}

export const staffQueryOptions = (type: PartnerType, filters: StaffFilters) =>
  queryOptions({
    queryKey: [...personnelKey(type), 'staff', filters],
    queryFn: ({ signal }) => getStaff(type, filters, signal),
    placeholderData: keepPreviousData,
  });

export function useStaff(type: PartnerType, filters: StaffFilters) {
  return useQuery(staffQueryOptions(type, filters));
}
