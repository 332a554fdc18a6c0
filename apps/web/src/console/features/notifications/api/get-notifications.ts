import { notificationDeskEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The list's filters: the query of GET /api/admin/notifications (partner, area, broadcast, page, limit). */
export type NotificationListQuery = QueryOf<typeof notificationDeskEndpoints.list>;

/** GET /api/admin/notifications: one page, newest first, by partner, area or broadcast. */
export async function getDeskNotifications(query: NotificationListQuery) {
  return (await consoleApi.call(notificationDeskEndpoints.list, { query })).data;
}

export const deskNotificationsQueryOptions = (query: NotificationListQuery) =>
  queryOptions({
    queryKey: [...consoleKeys.notifications(), 'list', query],
    queryFn: () => getDeskNotifications(query),
    placeholderData: keepPreviousData,
  });

export const useDeskNotifications = (query: NotificationListQuery) => useQuery(deskNotificationsQueryOptions(query));
