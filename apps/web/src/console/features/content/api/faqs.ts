import {
  apiPaths,
  type DeskFaq,
  type DeskFaqBody,
  type DeskFaqCategory,
  type DeskFaqCategoryBody,
  type DeskFaqList,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

export type FaqListParams = Readonly<Record<string, string | number>>;

const keys = {
  list: (query: FaqListParams) => [...consoleKeys.content(), 'faqs', 'list', query] as const,
  categories: () => [...consoleKeys.content(), 'faq-categories'] as const,
};

/** GET /api/admin/content/faqs: one page (published or not) with the filters (search, category). */
export async function getFaqs(query: FaqListParams): Promise<DeskFaqList> {
  return (await consoleApi.get<DeskFaqList>(apiPaths.admin.contentFaqs, { query })).data;
}

export const faqsQueryOptions = (query: FaqListParams = {}) =>
  queryOptions({ queryKey: keys.list(query), queryFn: () => getFaqs(query), placeholderData: keepPreviousData });
export const useFaqs = (query: FaqListParams) => useQuery(faqsQueryOptions(query));

export const faqCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: keys.categories(),
    queryFn: async () => (await consoleApi.get<DeskFaqCategory[]>(apiPaths.admin.contentFaqCategories)).data,
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
        ? await consoleApi.post<DeskFaq>(apiPaths.admin.contentFaqs, body)
        : await consoleApi.put<DeskFaq>(apiPaths.admin.contentFaq(id), body)
      ).data,
    onSettled: invalidate,
  });
}

export function useDeleteFaq() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => consoleApi.delete(apiPaths.admin.contentFaq(id)), onSettled: invalidate });
}

export function useSaveFaqCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DeskFaqCategoryBody }) =>
      id === undefined
        ? consoleApi.post(apiPaths.admin.contentFaqCategories, body)
        : consoleApi.put(apiPaths.admin.contentFaqCategory(id), body),
    onSettled: invalidate,
  });
}

export function useDeleteFaqCategory() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => consoleApi.delete(apiPaths.admin.contentFaqCategory(id)), onSettled: invalidate });
}
