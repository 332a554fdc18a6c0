import { apiPaths, type BlogPostDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKey } from './keys';

/** GET /api/partner/blog/detail/{id}: a published post by id or slug (a draft, a later one or an unknown id: 404). */
export async function getPost(idOrSlug: string, signal?: AbortSignal): Promise<BlogPostDetail> {
  const { data } = await api.get<BlogPostDetail>(apiPaths.content.blogDetail(idOrSlug), { signal });
  return data;
}

export const postQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: [...contentKey, 'post', idOrSlug],
    queryFn: ({ signal }) => getPost(idOrSlug, signal),
  });

export function usePost(idOrSlug: string) {
  return useQuery(postQueryOptions(idOrSlug));
}
