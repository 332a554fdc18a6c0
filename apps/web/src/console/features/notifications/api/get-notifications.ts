import { apiPaths, type DeskNotificationRow, type Pagination } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

export type DeskNotificationList = { items: DeskNotificationRow[]; pagination: Pagination };
export type NotificationListParams = Readonly<Record<string, string | number>>;

/** GET /api/admin/notifications: one page, newest first, by partner, area or broadcast. */
export async function getDeskNotifications(query: NotificationListParams): Promise<DeskNotificationList> {
  return (await consoleApi.get<DeskNotificationList>(apiPaths.admin.notifications, { query })).data;
}

export const deskNotificationsQueryOptions = (query: NotificationListParams) =>
  queryOptions({
    queryKey: [...consoleKeys.notifications(), 'list', query],
    queryFn: () => getDeskNotifications(query),
    placeholderData: keepPreviousData,
  });

export const useDeskNotifications = (query: NotificationListParams) => useQuery(deskNotificationsQueryOptions(query));
