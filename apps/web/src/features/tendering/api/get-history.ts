import { type QueryOf, TENDER_LIMITS, tenderingProviderEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { providerBidKey } from './keys';

/** The tab's filters: of the query of GET history-update/list, `date` as the filter shows it, DD-MM-YYYY (spec 2 §9). */
type HistoryFilters = Pick<QueryOf<typeof tenderingProviderEndpoints.history>, 'search' | 'date' | 'type'>;

/** GET /api/partner/v1/provider/history-update/list, every row at once (spec 2 §9). */
export async function getHistory(submissionId: string, filters: HistoryFilters, signal?: AbortSignal) {
  const { data } = await api.call(tenderingProviderEndpoints.history, {
    signal,
    query: {
      limit: TENDER_LIMITS.allRowsPageSize,
      page: 1,
      bidPostSubmitId: submissionId,
      search: filters.search || undefined,
      date: filters.date,
      type: filters.type,
    },
  });
  return data.items;
}

export const historyQueryOptions = (submissionId: string, filters: HistoryFilters = {}) =>
  queryOptions({
    queryKey: [...providerBidKey, 'history', submissionId, filters],
    queryFn: ({ signal }) => getHistory(submissionId, filters, signal),
  });

export function useHistory(submissionId: string, filters: HistoryFilters) {
  return useQuery({ ...historyQueryOptions(submissionId, filters), placeholderData: keepPreviousData });
}
