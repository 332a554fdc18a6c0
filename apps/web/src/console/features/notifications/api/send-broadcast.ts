import { apiPaths, type BroadcastBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** POST /api/admin/notifications/broadcasts: recorded now, delivered by the queue; answers its id. */
export async function sendBroadcast(body: BroadcastBody): Promise<{ id: string }> {
  return (await consoleApi.post<{ id: string }>(apiPaths.admin.notificationBroadcasts, body)).data;
}

export function useSendBroadcast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendBroadcast,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: consoleKeys.notifications() });
      void client.invalidateQueries({ queryKey: consoleKeys.audit() });
    },
  });
}
