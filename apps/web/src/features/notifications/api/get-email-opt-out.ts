import { notificationEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';

/** GET /api/partner/notifications/email-opt-out?token=…: what a mail's opt-out link turns off (no login; changes nothing). */
export async function getEmailOptOut(token: string, signal?: AbortSignal) {
  return (await api.call(notificationEndpoints.emailOptOut, { query: { token }, signal })).data;
}

export const emailOptOutQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [PUBLIC_QUERY_SCOPE, 'email-opt-out', token],
    queryFn: ({ signal }) => getEmailOptOut(token, signal),
    // A link the server refuses stays refused.
    retry: (count, error) => !(isApiError(error) && error.status === 400) && count < 2,
  });

export const useEmailOptOut = (token: string) => useQuery({ ...emailOptOutQueryOptions(token), enabled: token !== '' });
