import { notificationEndpoints, type PartnerType } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usePollUnlessLive } from '@/lib/live-updates';
import { useSession } from '@/lib/session';
import { unreadCountKey } from './keys';

/** How often the header asks for new notifications while the tab is visible and the live stream is not open. */
export const UNREAD_POLL_MS = 60_000;

/** GET /api/partner/notifications/unread-count: the header's badge and the inbox filter's counts. */
export async function getUnreadCount(signal?: AbortSignal) {
  return (await api.call(notificationEndpoints.unreadCount, { signal })).data;
}

export const unreadCountQueryOptions = (type: PartnerType) =>
  queryOptions({
    queryKey: unreadCountKey(type),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 30_000,
  });

/**
 * The signed-in partner's unread counts: refreshed by the live stream when the inbox gains
 * something (lib/live-updates.ts); without the stream, asked again every minute while the tab is
 * visible (TanStack Query pauses the interval in a hidden tab) and when the window gets focus back.
 */
export function useUnreadCount() {
  const session = useSession();
  return useQuery({
    ...unreadCountQueryOptions(session?.type ?? 'collaborator'),
    enabled: session !== null,
    refetchInterval: usePollUnlessLive(UNREAD_POLL_MS),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
