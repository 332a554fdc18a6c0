import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKey } from './keys';

/** GET /api/partner/blog/detail/{id}: a published post by id or slug (the call: content-calls.ts, loaded on demand). */
export const postQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: [...contentKey, 'post', idOrSlug],
    queryFn: async ({ signal }) => (await import('./content-calls')).getPost(idOrSlug, signal),
  });

export function usePost(idOrSlug: string) {
  return useQuery(postQueryOptions(idOrSlug));
}
