import { apiPaths, type BlogPostList } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKey } from './keys';

/** What the news list asks for (the `/tin-tuc` filters, or the related posts of one article). */
export type PostsQuery = {
  page: number;
  limit: number;
  categoryId?: string | undefined;
  search?: string | undefined;
  /** The posts of this post's category, without it. */
  relateId?: string | undefined;
};

/** GET /api/partner/blog/list (spec 2 §7): published posts only, newest first. */
export async function getPosts(query: PostsQuery, signal?: AbortSignal): Promise<BlogPostList> {
  const { data } = await api.get<BlogPostList>(apiPaths.content.blogList, { signal, query });
  return data;
}

export const postsQueryOptions = (query: PostsQuery) =>
  queryOptions({
    queryKey: [...contentKey, 'posts', query],
    queryFn: ({ signal }) => getPosts(query, signal),
  });

/** A page of posts; the previous page stays on screen while the next one loads. */
export function usePosts(query: PostsQuery, enabled = true) {
  return useQuery({ ...postsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
