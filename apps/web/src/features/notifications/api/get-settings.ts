import { notificationEndpoints, type PartnerType } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { settingsKey } from './keys';

/** GET /api/partner/notifications/settings: the areas the partner wants e-mailed. */
export async function getNotificationSettings(signal?: AbortSignal) {
  return (await api.call(notificationEndpoints.settings, { signal })).data;
}

export const notificationSettingsQueryOptions = (type: PartnerType) =>
  queryOptions({ queryKey: settingsKey(type), queryFn: ({ signal }) => getNotificationSettings(signal) });

export function useNotificationSettings() {
  const session = useSession();
  return useQuery({ ...notificationSettingsQueryOptions(session?.type ?? 'collaborator'), enabled: session !== null });
}
