import { ORDER_LIMITS, orderPublicEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';

/** GET /api/partner/progress/{token}: an order's steps with their times (no login; the token is the link's secret). */
export async function getPublicProgress(token: string, signal?: AbortSignal) {
  return (await api.call(orderPublicEndpoints.progress, { params: { token }, signal })).data;
}

/**
 * Read again every 10 s through the query cache (docs/decisions/orders.md: polling, not server-sent
 * events); a link that names no order (404) is not asked again.
 */
export const progressPollInterval = (lastError: unknown): number | false =>
  isApiError(lastError) && lastError.status === 404 ? false : ORDER_LIMITS.progressPollMs;

export const publicProgressQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [PUBLIC_QUERY_SCOPE, 'progress', token],
    queryFn: ({ signal }) => getPublicProgress(token, signal),
    staleTime: 0,
    refetchInterval: (query) => progressPollInterval(query.state.error),
  });

export const usePublicProgress = (token: string) => useQuery(publicProgressQueryOptions(token));
