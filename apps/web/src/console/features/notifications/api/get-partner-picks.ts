import { notificationDeskEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The picker's search: the query of GET /api/admin/notifications/partners. */
export type PartnerPickQuery = QueryOf<typeof notificationDeskEndpoints.partners>;

/** GET /api/admin/notifications/partners?search=&type=: active partners by code or name (20 at most). */
export async function getPartnerPicks(query: PartnerPickQuery) {
  return (await consoleApi.call(notificationDeskEndpoints.partners, { query })).data;
}

export const partnerPicksQueryOptions = (query: PartnerPickQuery) =>
  queryOptions({
    queryKey: [...consoleKeys.notifications(), 'partners', query],
    queryFn: () => getPartnerPicks(query),
    placeholderData: keepPreviousData,
  });

export const usePartnerPicks = (query: PartnerPickQuery) => useQuery(partnerPicksQueryOptions(query));
