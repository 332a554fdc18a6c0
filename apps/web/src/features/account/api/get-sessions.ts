import { type AccountSessionQuery, accountEndpoints, type PartnerType } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** Every query about the account's signed-in sessions (ending one refreshes them all). */
export const sessionsKey = (type: PartnerType) => [...partnerQueryKey(type), 'account-sessions'] as const;

/** The page asked for: the list's query, as its schema reads it. */
export type SessionsPage = AccountSessionQuery;

/** GET /api/partner/v1/{type}/account/sessions: the caller's live sessions, most recently used first. */
export async function getSessions(type: PartnerType, page: SessionsPage, signal?: AbortSignal) {
  return (await api.call(accountEndpoints.sessions, { params: { type }, query: page, signal })).data;
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
