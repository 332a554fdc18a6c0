import { contentDeskEndpoints, type DeskFaqBody, type DeskFaqCategoryBody, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The list's filters: the query of GET /api/admin/content/faqs (search, category, page, limit). */
export type FaqListParams = QueryOf<typeof contentDeskEndpoints.faqs>;

const keys = {
  list: (query: FaqListParams) => [...consoleKeys.content(), 'faqs', 'list', query] as const,
  categories: () => [...consoleKeys.content(), 'faq-categories'] as const,
};

/** GET /api/admin/content/faqs: one page (published or not) with the filters (search, category). */
export async function getFaqs(query: FaqListParams) {
  return (await consoleApi.call(contentDeskEndpoints.faqs, { query })).data;
}

export const faqsQueryOptions = (query: FaqListParams = {}) =>
  queryOptions({ queryKey: keys.list(query), queryFn: () => getFaqs(query), placeholderData: keepPreviousData });
export const useFaqs = (query: FaqListParams) => useQuery(faqsQueryOptions(query));

export const faqCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: keys.categories(),
    queryFn: async () => (await consoleApi.call(contentDeskEndpoints.faqCategories)).data,
    staleTime: 60_000,
  });
export const useFaqCategories = () => useQuery(faqCategoriesQueryOptions());

function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([consoleKeys.content(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useSaveFaq() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: DeskFaqBody }) =>
      (id === undefined
        ? await consoleApi.call(contentDeskEndpoints.createFaq, { body })
        : await consoleApi.call(contentDeskEndpoints.updateFaq, { params: { id }, body })
      ).data,
    onSettled: invalidate,
  });
}

export function useDeleteFaq() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => consoleApi.call(contentDeskEndpoints.deleteFaq, { params: { id } }),
    onSettled: invalidate,
  });
}

export function useSaveFaqCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DeskFaqCategoryBody }) =>
      id === undefined
        ? consoleApi.call(contentDeskEndpoints.createFaqCategory, { body })
        : consoleApi.call(contentDeskEndpoints.updateFaqCategory, { params: { id }, body }),
    onSettled: invalidate,
  });
}

export function useDeleteFaqCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => consoleApi.call(contentDeskEndpoints.deleteFaqCategory, { params: { id } }),
    onSettled: invalidate,
  });
}
