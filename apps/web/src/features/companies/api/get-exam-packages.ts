import { examPackagePublicEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { packagesKey } from './keys';

/** The catalogue's filters, of the list's query. */
export type ExamPackageFilters = QueryOf<typeof examPackagePublicEndpoints.list> & {
  page: number;
  limit: number;
  search?: string | undefined;
};

/** GET /api/partner/exam-package/list: the catalogue (the same for every caller). */
export async function getExamPackages(filters: ExamPackageFilters, signal?: AbortSignal) {
  return (await api.call(examPackagePublicEndpoints.list, { query: filters, signal })).data;
}

export const examPackagesQueryOptions = (filters: ExamPackageFilters) =>
  queryOptions({
    queryKey: [...packagesKey(), 'list', filters],
    queryFn: ({ signal }) => getExamPackages(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useExamPackages = (filters: ExamPackageFilters, enabled = true) => useQuery({ ...examPackagesQueryOptions(filters), enabled });
