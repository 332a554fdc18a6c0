import { contentDeskEndpoints, type DeskBlogCategoryBody, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The list's filters: the query of GET /api/admin/content/posts (search, category, status, page, limit). */
export type NewsListParams = QueryOf<typeof contentDeskEndpoints.posts>;

const keys = {
  posts: () => [...consoleKeys.content(), 'posts'] as const,
  list: (query: NewsListParams) => [...consoleKeys.content(), 'posts', 'list', query] as const,
  post: (id: string) => [...consoleKeys.content(), 'posts', 'detail', id] as const,
  cover: (fileId: string) => [...consoleKeys.content(), 'cover', fileId] as const,
  categories: () => [...consoleKeys.content(), 'categories'] as const,
};

/** GET /api/admin/content/posts: one page with the filters (search, category, status). */
export async function getNews(query: NewsListParams) {
  return (await consoleApi.call(contentDeskEndpoints.posts, { query })).data;
}

export const newsQueryOptions = (query: NewsListParams = {}) =>
  queryOptions({ queryKey: keys.list(query), queryFn: () => getNews(query), placeholderData: keepPreviousData });
export const useNews = (query: NewsListParams) => useQuery(newsQueryOptions(query));

export const newsPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keys.post(id),
    queryFn: async () => (await consoleApi.call(contentDeskEndpoints.post, { params: { id } })).data,
  });
/** The post `id`; none (the create page): no call at all. */
export const useNewsPost = (id: string | undefined) => useQuery({ ...newsPostQueryOptions(id ?? ''), enabled: Boolean(id) });

/** A post's cover as a blob (the desk reads drafts' covers too, with the token). */
export const coverQueryOptions = (fileId: string) =>
  queryOptions({
    queryKey: keys.cover(fileId),
    queryFn: async () => (await consoleApi.call(contentDeskEndpoints.coverFile, { params: { id: fileId } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useCover = (fileId: string | undefined) => useQuery({ ...coverQueryOptions(fileId ?? ''), enabled: Boolean(fileId) });

export const newsCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: keys.categories(),
    queryFn: async () => (await consoleApi.call(contentDeskEndpoints.categories)).data,
    staleTime: 60_000,
  });
export const useNewsCategories = () => useQuery(newsCategoriesQueryOptions());

/** After any change of the desk: its lists and the audit trail reload. */
function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([consoleKeys.content(), consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** POST (no id) or PUT a post: its multipart form, with the cover image when one was chosen. */
export function useSaveNewsPost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, form }: { id?: string; form: FormData }) =>
      (id === undefined
        ? await consoleApi.call(contentDeskEndpoints.createPost, { body: form })
        : await consoleApi.call(contentDeskEndpoints.updatePost, { params: { id }, body: form })
      ).data,
    onSettled: invalidate,
  });
}

export function useDeleteNewsPost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => consoleApi.call(contentDeskEndpoints.deletePost, { params: { id } }),
    onSettled: invalidate,
  });
}

export function useSaveNewsCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: DeskBlogCategoryBody }) =>
      id === undefined
        ? consoleApi.call(contentDeskEndpoints.createCategory, { body })
        : consoleApi.call(contentDeskEndpoints.updateCategory, { params: { id }, body }),
    onSettled: invalidate,
  });
}

export function useDeleteNewsCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => consoleApi.call(contentDeskEndpoints.deleteCategory, { params: { id } }),
    onSettled: invalidate,
  });
}

/** POST /api/admin/content/images: one image for the rich text; its public address goes into the HTML. */
export async function uploadContentImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return (await consoleApi.call(contentDeskEndpoints.uploadImage, { body: form, successNotice: false })).data;
}
