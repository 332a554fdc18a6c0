import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKey } from './keys';

/** GET /api/partner/blog/category/list: the news categories, in their order (the call: content-calls.ts, loaded on demand). */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...contentKey, 'categories'],
    queryFn: async ({ signal }) => (await import('./content-calls')).getCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
