import { apiPaths, type DeskPartnerPick, type PartnerType } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

export type PartnerPickQuery = { search?: string | undefined; type?: PartnerType | undefined };

/** GET /api/admin/notifications/partners?search=&type=: active partners by code or name (20 at most). */
export async function getPartnerPicks(query: PartnerPickQuery): Promise<DeskPartnerPick[]> {
  return (await consoleApi.get<DeskPartnerPick[]>(apiPaths.admin.notificationPartners, { query })).data;
}

export const partnerPicksQueryOptions = (query: PartnerPickQuery) =>
  queryOptions({
    queryKey: [...consoleKeys.notifications(), 'partners', query],
    queryFn: () => getPartnerPicks(query),
    placeholderData: keepPreviousData,
  });

export const usePartnerPicks = (query: PartnerPickQuery) => useQuery(partnerPicksQueryOptions(query));
