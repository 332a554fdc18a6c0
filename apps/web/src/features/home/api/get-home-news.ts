import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';

/** How many highlighted posts the home page shows. */
export const HOME_NEWS_LIMIT = 4;

/** GET /api/partner/blog/list?isHome=true: the home page's posts (the call: home-news-call.ts, loaded on demand). */
export const homeNewsQueryOptions = () =>
  queryOptions({
    queryKey: [PUBLIC_QUERY_SCOPE, 'home-news'],
    queryFn: async ({ signal }) => (await import('./home-news-call')).getHomeNews(signal),
  });

export function useHomeNews() {
  return useQuery(homeNewsQueryOptions());
}
