import { contentEndpoints } from '@portal/contract';
import { api } from '@/lib/api-client';
import { HOME_NEWS_LIMIT } from './get-home-news';

/*
 * The home page's news call, imported only when its query runs: the home page is in the entry, and
 * its first load (the posts come in the server's HTML) carries neither the endpoint's schemas nor zod.
 */

/** GET /api/partner/blog/list?isHome=true: the newest posts the content desk marked for the home page. */
export async function getHomeNews(signal?: AbortSignal) {
  const { data } = await api.call(contentEndpoints.posts, { signal, query: { page: 1, limit: HOME_NEWS_LIMIT, isHome: true } });
  return data?.items ?? [];
}
