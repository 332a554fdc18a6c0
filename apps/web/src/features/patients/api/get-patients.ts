import { ORDER_LIMITS, patientEndpoints, type QueryOf } from '@portal/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** Every query about the collaborator's patients (a change refreshes them all). */
export const patientsKey = () => [...partnerQueryKey('collaborator'), 'patients'] as const;

/** The list's filters (spec 3 §7), its query paged: search over name and phone; MinTotal/MaxTotal bound the total spent (đ). */
export type PatientFilters = QueryOf<typeof patientEndpoints.list> & { page: number; limit: number; search?: string };

/** GET /api/partner/v1/collaborator/patient/list */
export async function getPatients(filters: PatientFilters, signal?: AbortSignal) {
  return (await api.call(patientEndpoints.list, { query: filters, signal })).data;
}

export const patientsQueryOptions = (filters: PatientFilters) =>
  queryOptions({
    queryKey: [...patientsKey(), 'list', filters],
    queryFn: ({ signal }) => getPatients(filters, signal),
    placeholderData: keepPreviousData,
  });

export function usePatients(filters: PatientFilters) {
  return useQuery(patientsQueryOptions(filters));
}

type PickerPage = { page: number; limit: number };

/**
 * The picker's pages (spec 3 §4, §9): page size 8, more pages while the count says so. `firstLimit`
 * is 4 after a patient was added there (the spec's refresh "page 1, limit 4"); later pages keep the
 * first page's size, so no row is skipped. A new search is a new list, from page 1 and empty.
 */
export const patientPickerQueryOptions = (search: string, firstLimit: number = ORDER_LIMITS.patientPickerPageSize) =>
  infiniteQueryOptions({
    queryKey: [...patientsKey(), 'picker', search, firstLimit],
    queryFn: ({ pageParam, signal }) => getPatients({ ...pageParam, ...(search ? { search } : {}) }, signal),
    initialPageParam: { page: 1, limit: firstLimit } as PickerPage,
    getNextPageParam: (last, _pages, param): PickerPage | undefined =>
      param.page * param.limit < last.pagination.count ? { page: param.page + 1, limit: param.limit } : undefined,
  });

export function usePatientPicker(search: string, firstLimit?: number) {
  return useInfiniteQuery(patientPickerQueryOptions(search, firstLimit));
}
