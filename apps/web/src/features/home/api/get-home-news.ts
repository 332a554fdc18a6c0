import { apiPaths, type BlogPostRow } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';

/** How many highlighted posts the home page shows. */
export const HOME_NEWS_LIMIT = 4;

/** GET /api/partner/blog/list?isHome=true: the newest posts the content desk marked for the home page. */
export async function getHomeNews(signal?: AbortSignal): Promise<BlogPostRow[]> {
  const { data } = await api.get<{ items: BlogPostRow[] }>(apiPaths.content.blogList, {
    signal,
    query: { page: 1, limit: HOME_NEWS_LIMIT, isHome: true },
  });
  return data?.items ?? [];
}

export const homeNewsQueryOptions = () =>
  queryOptions({
    queryKey: [PUBLIC_QUERY_SCOPE, 'home-news'],
    queryFn: ({ signal }) => getHomeNews(signal),
  });

export function useHomeNews() {
  return useQuery(homeNewsQueryOptions());
}
