import { type AccountSessionList, apiPaths, type PartnerType } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** Every query about the account's signed-in sessions (ending one refreshes them all). */
export const sessionsKey = (type: PartnerType) => [...partnerQueryKey(type), 'account-sessions'] as const;

export type SessionsPage = { page: number; limit: number };

/** GET /api/partner/v1/{type}/account/sessions: the caller's live sessions, most recently used first. */
export async function getSessions(type: PartnerType, page: SessionsPage, signal?: AbortSignal): Promise<AccountSessionList> {
  const { data } = await api.get<AccountSessionList>(apiPaths.account.sessions(type), { query: page, signal });
  return data;
}

export const sessionsQueryOptions = (type: PartnerType, page: SessionsPage) =>
  queryOptions({
    queryKey: [...sessionsKey(type), page],
    queryFn: ({ signal }) => getSessions(type, page, signal),
    placeholderData: keepPreviousData,
  });

export function useSessions(type: PartnerType, page: SessionsPage) {
  return useQuery(sessionsQueryOptions(type, page));
}
