import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentKey } from './keys';

/** GET /api/partner/faq/list: the published FAQ, `search` ignoring accents (the call: content-calls.ts, loaded on demand). */
export const faqsQueryOptions = (search?: string) =>
  queryOptions({
    queryKey: [...contentKey, 'faqs', search ?? ''],
    queryFn: async ({ signal }) => (await import('./content-calls')).getFaqs(search, signal),
  });

export function useFaqs(search: string | undefined) {
  return useQuery({ ...faqsQueryOptions(search), placeholderData: keepPreviousData });
}
