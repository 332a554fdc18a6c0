import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';

/** How many exam packages the home page shows. */
export const HOME_PACKAGES_LIMIT = 4;

/** GET /api/partner/exam-package/list: the public catalogue's first page (the call: home-packages-call.ts, loaded on demand). */
export const homePackagesQueryOptions = () =>
  queryOptions({
    queryKey: [PUBLIC_QUERY_SCOPE, 'home-packages'],
    queryFn: async ({ signal }) => (await import('./home-packages-call')).getHomePackages(signal),
  });

export const useHomePackages = () => useQuery(homePackagesQueryOptions());
