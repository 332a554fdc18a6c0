import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import type { PageMeta } from '@/lib/page-meta';
import { postQueryOptions } from './api/get-post';

export const NEWS_TITLE = 'Tin tức';
export const NEWS_DESCRIPTION = 'Tin tức, kiến thức sức khỏe và hoạt động mới nhất dành cho đối tác.';

/** `/tin-tuc/{id}`: an id or a slug, else nothing (the page is not found). */
export function articleParamOf(param: string | undefined): string | null {
  const value = param?.trim() ?? '';
  return value && value.length <= 200 ? value : null;
}

/**
 * The head of `/tin-tuc/{id}`: the article's title and summary, its cover as the preview image
 * (an absolute address in the tags, lib/page-meta.ts), `og:type` article; null when the address
 * names no published article (a draft, a later one, an unknown id: 404). `fallbackTitle` when the
 * article could not be loaded (the page shows its retry).
 */
export function articlePageMeta(param: string | undefined, client: QueryClient, fallbackTitle: string): PageMeta | null {
  const id = articleParamOf(param);
  if (id === null) return null;
  const { queryKey } = postQueryOptions(id);
  const post = client.getQueryData(queryKey);
  if (post) {
    return {
      title: post.title,
      ...(post.description ? { description: post.description } : {}),
      ...(post.coverImage ? { image: post.coverImage.fullPath } : {}),
      type: 'article',
      // One address per article, whichever way it was reached (id or slug).
      path: paths.newsDetail.getHref(post.slug),
    };
  }
  const error = client.getQueryState(queryKey)?.error;
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
  // Another failure: the page shows its retry.
  return { title: fallbackTitle, type: 'article' };
}
