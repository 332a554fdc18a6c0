import { apiPaths, type BlogCategory } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKey } from './keys';

/** GET /api/partner/blog/category/list: the news categories, in their order. */
export async function getCategories(signal?: AbortSignal): Promise<BlogCategory[]> {
  const { data } = await api.get<BlogCategory[]>(apiPaths.content.blogCategories, { signal });
  return data ?? [];
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...contentKey, 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
