import { apiPaths, type ExamPackageList } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { packagesKey } from './keys';

export type ExamPackageFilters = {
  page: number;
  limit: number;
  search?: string | undefined;
  categoryId?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
};

/** GET /api/partner/exam-package/list: the catalogue (the same for every caller). */
export async function getExamPackages(filters: ExamPackageFilters, signal?: AbortSignal): Promise<ExamPackageList> {
  return (await api.get<ExamPackageList>(apiPaths.companies.publicPackages, { query: filters, signal })).data;
}

export const examPackagesQueryOptions = (filters: ExamPackageFilters) =>
  queryOptions({
    queryKey: [...packagesKey(), 'list', filters],
    queryFn: ({ signal }) => getExamPackages(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useExamPackages = (filters: ExamPackageFilters, enabled = true) => useQuery({ ...examPackagesQueryOptions(filters), enabled });
