import { type NotificationArea, notificationEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notificationsKey, unreadCountKey } from './keys';

/** POST /api/partner/notifications/read-all `{ area? }`: every unread one within the current filter; answers the new counts. */
export async function markAllRead(area: NotificationArea | undefined) {
  return (await api.call(notificationEndpoints.markAllRead, { body: area ? { area } : {} })).data;
}

export function useMarkAllRead() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (counts) => {
      if (!session) return;
      client.setQueryData(unreadCountKey(session.type), counts);
      void client.invalidateQueries({ queryKey: notificationsKey(session.type) });
    },
  });
}
