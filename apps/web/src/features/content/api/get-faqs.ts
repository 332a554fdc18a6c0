import { apiPaths, CONTENT_LIMITS, type FaqList } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKey } from './keys';

/** GET /api/partner/faq/list (spec 2 §7): published entries by category then order; `search` ignores accents. */
export async function getFaqs(search: string | undefined, signal?: AbortSignal): Promise<FaqList> {
  const { data } = await api.get<FaqList>(apiPaths.content.faqList, {
    signal,
    query: { page: 1, limit: CONTENT_LIMITS.faqDefaultLimit, search },
  });
  return data;
}

export const faqsQueryOptions = (search?: string) =>
  queryOptions({
    queryKey: [...contentKey, 'faqs', search ?? ''],
    queryFn: ({ signal }) => getFaqs(search, signal),
  });

export function useFaqs(search: string | undefined) {
  return useQuery({ ...faqsQueryOptions(search), placeholderData: keepPreviousData });
}
