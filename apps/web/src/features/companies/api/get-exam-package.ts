import { companyEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { packagesKey } from './keys';

/** GET …/company/exam-package/detail/{id}: the package and its services. */
export async function getExamPackage(id: string, signal?: AbortSignal) {
  return (await api.call(companyEndpoints.package, { params: { id }, signal })).data;
}

export const examPackageQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...packagesKey(), 'detail', id], queryFn: ({ signal }) => getExamPackage(id, signal) });

export const useExamPackage = (id: string | undefined) => useQuery({ ...examPackageQueryOptions(id ?? ''), enabled: id !== undefined });
