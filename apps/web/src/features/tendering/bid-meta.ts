import { formatDateTime } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import type { PageMeta } from '@/lib/page-meta';
import { bidPostIdOf, bidPostQueryOptions } from './api/get-bid-post';

export const BID_PAGE_TITLE = 'Chi tiết gói thầu';

/**
 * The head of `/thau/{id}` (title = the bid's name, the close date in the description, Open
 * Graph and Twitter tags through PageMeta), or null when the id names no bid (404).
 */
export function bidPageMeta(param: string | undefined, client: QueryClient): PageMeta | null {
  const id = bidPostIdOf(param);
  if (id === null) return null;
  const { queryKey } = bidPostQueryOptions(id);
  const detail = client.getQueryData(queryKey);
  if (detail) {
    const close = formatDateTime(detail.closeDate);
    return {
      title: detail.name,
      description: `${detail.invitingParty} mời thầu gói "${detail.bidName}" (${detail.bidPostCategory.name}). Hạn nộp hồ sơ: ${close}.`,
      type: 'article',
    };
  }
  const error = client.getQueryState(queryKey)?.error;
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
  // Another failure: the page shows its retry.
  return { title: BID_PAGE_TITLE, type: 'article' };
}
