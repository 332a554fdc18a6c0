import { notificationEndpoints, type PartnerType, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { inboxKey } from './keys';

/** The inbox's filters: the query of GET /api/partner/notifications (area, unread, page, limit). */
export type InboxQuery = QueryOf<typeof notificationEndpoints.list>;

/** GET /api/partner/notifications?area=&unread=&page=&limit= — newest first, within the 12 months kept. */
export async function getNotifications(query: InboxQuery, signal?: AbortSignal) {
  return (await api.call(notificationEndpoints.list, { query, signal })).data;
}

export const notificationsQueryOptions = (type: PartnerType, query: InboxQuery) =>
  queryOptions({
    queryKey: [...inboxKey(type), query],
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useNotifications(query: InboxQuery) {
  const session = useSession();
  return useQuery({ ...notificationsQueryOptions(session?.type ?? 'collaborator', query), enabled: session !== null });
}
