import { type BroadcastBody, notificationDeskEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** POST /api/admin/notifications/broadcasts: recorded now, delivered by the queue; answers its id. */
export async function sendBroadcast(body: BroadcastBody) {
  return (await consoleApi.call(notificationDeskEndpoints.broadcast, { body })).data;
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
