import { notificationDeskEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/notifications/{id}: its body, readers and every delivery's outcome. */
export async function getDeskNotification(id: string) {
  return (await consoleApi.call(notificationDeskEndpoints.detail, { params: { id } })).data;
}

export const deskNotificationQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...consoleKeys.notifications(), 'detail', id], queryFn: () => getDeskNotification(id), staleTime: 0 });

export const useDeskNotification = (id: string) => useQuery(deskNotificationQueryOptions(id));
