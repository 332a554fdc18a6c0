import { apiPaths, type ExamPackageDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { packagesKey } from './keys';

/** GET …/company/exam-package/detail/{id}: the package and its services. */
export async function getExamPackage(id: string, signal?: AbortSignal): Promise<ExamPackageDetail> {
  return (await api.get<ExamPackageDetail>(apiPaths.companies.package(id), { signal })).data;
}

export const examPackageQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...packagesKey(), 'detail', id], queryFn: ({ signal }) => getExamPackage(id, signal) });

export const useExamPackage = (id: string | undefined) => useQuery({ ...examPackageQueryOptions(id ?? ''), enabled: id !== undefined });
