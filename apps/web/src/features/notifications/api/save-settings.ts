import { type NotificationSettings, notificationEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { settingsKey } from './keys';

/** PUT /api/partner/notifications/settings `{ emailAreas }`: answers what was saved. */
export async function saveNotificationSettings(body: NotificationSettings) {
  return (await api.call(notificationEndpoints.saveSettings, { body })).data;
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => {
      if (session) client.setQueryData(settingsKey(session.type), saved);
    },
  });
}
