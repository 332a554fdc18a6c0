import { notificationEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notificationsKey, unreadCountKey } from './keys';

/**
 * POST /api/partner/notifications/{id}/read: answers the new counts. No "Thành công" notice: the
 * item's look changes, and a click that follows the link leaves the page anyway.
 */
export async function markRead(id: string) {
  return (await api.call(notificationEndpoints.markRead, { params: { id }, successNotice: false })).data;
}

/** Marks one read; the header's count takes the answer at once, the lists are read again. */
export function useMarkRead() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (counts) => {
      if (!session) return;
      client.setQueryData(unreadCountKey(session.type), counts);
      void client.invalidateQueries({ queryKey: notificationsKey(session.type) });
    },
  });
}
