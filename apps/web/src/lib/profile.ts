import type { PartnerType } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRIVATE_QUERY_SCOPE, PROFILE_QUERY } from './query-client';
import { useSession } from './session';

/**
 * The logged-in partner's profile (GET /api/partner/v1/{type}/profile; the call: profile-calls.ts,
 * loaded on demand). It lives in lib, not in a feature, because the header, the account page and
 * the profile page all read it.
 */
export const partnerQueryKey = (type: PartnerType) => [PRIVATE_QUERY_SCOPE, type] as const;

export const profileQueryOptions = (type: PartnerType) =>
  queryOptions({
    queryKey: [...partnerQueryKey(type), PROFILE_QUERY],
    queryFn: async ({ signal }) => (await import('./profile-calls')).getProfile(type, signal),
    staleTime: 5 * 60_000,
  });

export function useProfile() {
  const session = useSession();
  return useQuery({ ...profileQueryOptions(session?.type ?? 'collaborator'), enabled: session !== null });
}
