import { LIMITS, MSG } from '@portal/contract';
import { paths } from '@/config/paths';
import type { PostsQuery } from './api/get-posts';

/** Posts per page of `/tin-tuc` (three rows of three cards on a wide screen). */
export const NEWS_PAGE_SIZE = 9;
/** Related posts under an article. */
export const RELATED_POSTS_LIMIT = 3;

/** The address's query names of `/tin-tuc`: a filtered, paged list is a link. */
export const NEWS_QUERY = { category: 'categoryId', search: 'search', page: 'page' } as const;

export type NewsFilters = { categoryId?: string | undefined; search?: string | undefined; page: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The list's filters as the address gives them: an unreadable category or page is ignored (the
 * whole list, page 1), a search text is trimmed. A search over the rule's 50 characters is kept:
 * the page shows the rule's message instead of a list (`searchError`).
 */
export function newsFiltersOf(search: URLSearchParams): NewsFilters {
  const category = search.get(NEWS_QUERY.category) ?? '';
  const text = (search.get(NEWS_QUERY.search) ?? '').trim();
  const page = Number(search.get(NEWS_QUERY.page));
  return {
    categoryId: UUID.test(category) ? category.toLowerCase() : undefined,
    search: text || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * The search rule's message ('Tìm kiếm tối đa 50 ký tự!') when the (trimmed) text breaks it: the
 * rule's limit and message, not `rules.search` itself, which would bring zod into the route table's chunk.
 */
export function searchError(search: string | undefined): string | undefined {
  return (search?.trim().length ?? 0) > LIMITS.searchMax ? MSG.search : undefined;
}

/** The address's query for `filters` (nothing for the defaults: `/tin-tuc` is the first page of everything). */
export function newsSearchOf(filters: NewsFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.categoryId) out.set(NEWS_QUERY.category, filters.categoryId);
  if (filters.search) out.set(NEWS_QUERY.search, filters.search);
  if (filters.page > 1) out.set(NEWS_QUERY.page, String(filters.page));
  return out;
}

/** The address of `/tin-tuc` showing `filters`. */
export function newsHref(filters: NewsFilters): string {
  const query = newsSearchOf(filters).toString();
  return `${paths.news.getHref()}${query ? `?${query}` : ''}`;
}

/** A change of category or search goes back to page 1 (SPEC-NOTES 14); a page change keeps the filters. */
export function withFilter(filters: NewsFilters, patch: Partial<Omit<NewsFilters, 'page'>>): NewsFilters {
  return { ...filters, ...patch, page: 1 };
}

/** What the API is asked for `filters`; null when the search breaks its rule (nothing is asked). */
export function postsQueryOf(filters: NewsFilters): PostsQuery | null {
  if (searchError(filters.search)) return null;
  return { page: filters.page, limit: NEWS_PAGE_SIZE, categoryId: filters.categoryId, search: filters.search };
}

/** The related posts of the article `postId`. */
export const relatedQueryOf = (postId: string): PostsQuery => ({ page: 1, limit: RELATED_POSTS_LIMIT, relateId: postId });
