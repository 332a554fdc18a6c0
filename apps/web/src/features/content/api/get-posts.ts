import type { contentEndpoints, QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentKey } from './keys';

/** What the news list asks for (the `/tin-tuc` filters, or the related posts of one article: `relateId`). */
export type PostsQuery = QueryOf<typeof contentEndpoints.posts>;

/** GET /api/partner/blog/list: published posts only, newest first (the call: content-calls.ts, loaded on demand). */
export const postsQueryOptions = (query: PostsQuery) =>
  queryOptions({
    queryKey: [...contentKey, 'posts', query],
    queryFn: async ({ signal }) => (await import('./content-calls')).getPosts(query, signal),
  });

/** A page of posts; the previous page stays on screen while the next one loads. */
export function usePosts(query: PostsQuery, enabled = true) {
  return useQuery({ ...postsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
