import { debtTimelineEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** Every query about the collaborator's money (a change refreshes letters, reports and the timeline). */
export const debtsKey = () => [...partnerQueryKey('collaborator'), 'debts'] as const;

/** The timeline's query, its page always given. */
type TimelineFilters = QueryOf<typeof debtTimelineEndpoints.timeline> & { page: number; limit: number };

/** GET /api/partner/v1/collaborator/debt-timeline: letters, reports, answers, extensions, reminders and payments, newest first. */
export const timelineQueryOptions = (filters: TimelineFilters) =>
  queryOptions({
    queryKey: [...debtsKey(), 'timeline', filters],
    queryFn: async ({ signal }) => (await api.call(debtTimelineEndpoints.timeline, { query: filters, signal })).data,
    placeholderData: keepPreviousData,
  });

export const useDebtTimeline = (filters: TimelineFilters) => useQuery(timelineQueryOptions(filters));
