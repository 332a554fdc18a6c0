import { contentEndpoints } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { PostsQuery } from './get-posts';

/*
 * The calls of the news and FAQ pages. The route table, which is in the entry, holds their query
 * options for its loaders; this module (with the endpoints' schemas, hence zod) is imported only
 * when a query runs, so that the first page, whose data comes in the server's HTML, carries neither.
 */

/** GET /api/partner/blog/list (spec 2 §7): published posts only, newest first. */
export async function getPosts(query: PostsQuery, signal?: AbortSignal) {
  return (await api.call(contentEndpoints.posts, { signal, query })).data;
}

/** GET /api/partner/blog/detail/{id}: a published post by id or slug (a draft, a later one or an unknown id: 404). */
export async function getPost(idOrSlug: string, signal?: AbortSignal) {
  return (await api.call(contentEndpoints.post, { params: { id: idOrSlug }, signal })).data;
}

/** GET /api/partner/blog/category/list: the news categories, in their order. */
export async function getCategories(signal?: AbortSignal) {
  return (await api.call(contentEndpoints.categories, { signal })).data ?? [];
}

/**
 * GET /api/partner/faq/list (spec 2 §7): published entries by category then order; `search` ignores
 * accents. No limit is sent: the server's default (CONTENT_LIMITS.faqDefaultLimit) is the whole FAQ.
 */
export async function getFaqs(search: string | undefined, signal?: AbortSignal) {
  return (await api.call(contentEndpoints.faqs, { signal, query: { page: 1, search } })).data;
}
