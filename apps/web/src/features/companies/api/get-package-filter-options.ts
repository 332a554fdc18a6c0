import { companyEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { packagesKey } from './keys';

/** GET …/company/exam-package/filter-options: categories and price ranges. */
export async function getPackageFilterOptions(signal?: AbortSignal) {
  return (await api.call(companyEndpoints.packageFilterOptions, { signal })).data;
}

export const packageFilterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...packagesKey(), 'filter-options'],
    queryFn: ({ signal }) => getPackageFilterOptions(signal),
    staleTime: 5 * 60_000,
  });

export const usePackageFilterOptions = (enabled = true) => useQuery({ ...packageFilterOptionsQueryOptions(), enabled });
