import { apiPaths, type NotificationArea, type NotificationList, type PartnerType } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { inboxKey } from './keys';

export type InboxFilters = { page: number; limit: number; area?: NotificationArea | undefined; unread?: boolean | undefined };

/** GET /api/partner/notifications?area=&unread=&page=&limit= — newest first, within the 12 months kept. */
export async function getNotifications(filters: InboxFilters, signal?: AbortSignal): Promise<NotificationList> {
  const { page, limit, area, unread } = filters;
  const query = { page, limit, area, unread: unread ? 'true' : undefined };
  return (await api.get<NotificationList>(apiPaths.notifications.list, { query, signal })).data;
}

export const notificationsQueryOptions = (type: PartnerType, filters: InboxFilters) =>
  queryOptions({
    queryKey: [...inboxKey(type), filters],
    queryFn: ({ signal }) => getNotifications(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useNotifications(filters: InboxFilters) {
  const session = useSession();
  return useQuery({ ...notificationsQueryOptions(session?.type ?? 'collaborator', filters), enabled: session !== null });
}
