import { apiPaths, type ExamPackageList, type ExamPackageRow } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';

/** How many exam packages the home page shows. */
export const HOME_PACKAGES_LIMIT = 4;

/** GET /api/partner/exam-package/list: the public exam-package catalogue, first page. */
export async function getHomePackages(signal?: AbortSignal): Promise<ExamPackageRow[]> {
  const { data } = await api.get<ExamPackageList>(apiPaths.companies.publicPackages, {
    signal,
    query: { page: 1, limit: HOME_PACKAGES_LIMIT },
  });
  return data?.items ?? [];
}

export const homePackagesQueryOptions = () =>
  queryOptions({ queryKey: [PUBLIC_QUERY_SCOPE, 'home-packages'], queryFn: ({ signal }) => getHomePackages(signal) });

export const useHomePackages = () => useQuery(homePackagesQueryOptions());
