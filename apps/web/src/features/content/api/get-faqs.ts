import { apiPaths, type FaqList } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentKey } from './keys';

/**
 * GET /api/partner/faq/list (spec 2 §7): published entries by category then order; `search` ignores
 * accents. No limit is sent: the server's default (CONTENT_LIMITS.faqDefaultLimit) is the whole FAQ,
 * and naming the constant here would bring the content schemas into the route table's chunk.
 */
export async function getFaqs(search: string | undefined, signal?: AbortSignal): Promise<FaqList> {
  const { data } = await api.get<FaqList>(apiPaths.content.faqList, {
    signal,
    query: { page: 1, search },
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
