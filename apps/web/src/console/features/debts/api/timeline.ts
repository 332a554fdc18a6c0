import { debtTimelineDeskEndpoints, partnerDeskEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The timeline's query, its page always given. */
type DeskTimelineFilters = QueryOf<typeof debtTimelineDeskEndpoints.timeline> & { page: number; limit: number };

/** GET /api/admin/debts/partners/{id}/timeline: one collaborator's money, newest first. */
export const deskTimelineQueryOptions = (partnerId: string, filters: DeskTimelineFilters) =>
  queryOptions({
    queryKey: [...consoleKeys.debts(), 'timeline', partnerId, filters],
    queryFn: async () => (await consoleApi.call(debtTimelineDeskEndpoints.timeline, { params: { id: partnerId }, query: filters })).data,
    placeholderData: keepPreviousData,
  });
export const useDeskTimeline = (partnerId: string, filters: DeskTimelineFilters) => useQuery(deskTimelineQueryOptions(partnerId, filters));

/** The collaborator the timeline is about (its name and code for the title; the partner desk's GET /api/admin/partners/{id}). */
export const useTimelinePartner = (partnerId: string) =>
  useQuery({
    queryKey: [...consoleKeys.debts(), 'partner', partnerId],
    queryFn: async () => (await consoleApi.call(partnerDeskEndpoints.detail, { params: { id: partnerId } })).data,
  });
