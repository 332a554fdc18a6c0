import { apiPaths } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { packagesKey } from './keys';

type Range = { name: string; from: number | null; to: number | null };
/** `examPackageFilterOptionsSchema`'s shape (the contract exports no type for it). */
export type PackageFilterOptions = {
  categories: { id: string; name: string }[];
  types: { value: number; label: string }[];
  priceRanges: Range[];
};

/** GET …/company/exam-package/filter-options: categories and price ranges. */
export async function getPackageFilterOptions(signal?: AbortSignal): Promise<PackageFilterOptions> {
  return (await api.get<PackageFilterOptions>(apiPaths.companies.packageFilterOptions, { signal })).data;
}

export const packageFilterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...packagesKey(), 'filter-options'],
    queryFn: ({ signal }) => getPackageFilterOptions(signal),
    staleTime: 5 * 60_000,
  });

export const usePackageFilterOptions = (enabled = true) => useQuery({ ...packageFilterOptionsQueryOptions(), enabled });
