import { type QueryOf, TENDER_LIMITS, tenderingProviderEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { providerBidKey } from './keys';

/** The tab's filters: of the query of GET request/list. */
type RequestFilters = Pick<QueryOf<typeof tenderingProviderEndpoints.requests>, 'search' | 'date'>;

/** GET /api/partner/v1/provider/request/list, every row at once (spec 2 §9: page 1, size 99999). */
export async function getRequests(submissionId: string, filters: RequestFilters, signal?: AbortSignal) {
  const { data } = await api.call(tenderingProviderEndpoints.requests, {
    signal,
    query: {
      limit: TENDER_LIMITS.allRowsPageSize,
      page: 1,
      bidPostSubmitId: submissionId,
      search: filters.search || undefined,
      date: filters.date,
    },
  });
  return data.items;
}

export const requestsQueryOptions = (submissionId: string, filters: RequestFilters = {}) =>
  queryOptions({
    queryKey: [...providerBidKey, 'requests', submissionId, filters],
    queryFn: ({ signal }) => getRequests(submissionId, filters, signal),
  });

export function useRequests(submissionId: string, filters: RequestFilters) {
  return useQuery({ ...requestsQueryOptions(submissionId, filters), placeholderData: keepPreviousData });
}
