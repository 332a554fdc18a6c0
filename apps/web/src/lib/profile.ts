import { apiPaths, type PartnerType, type Profile } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { PRIVATE_QUERY_SCOPE, PROFILE_QUERY } from './query-client';
import { useSession } from './session';

/**
 * The logged-in partner's profile (GET /api/partner/v1/{type}/profile). It lives in lib, not
 * in a feature, because the header, the account page and the profile page all read it.
 */
export const partnerQueryKey = (type: PartnerType) => [PRIVATE_QUERY_SCOPE, type] as const;

export async function getProfile(type: PartnerType, signal?: AbortSignal): Promise<Profile> {
  const { data } = await api.get<Profile>(apiPaths.profile(type), { signal });
  return data;
}

export const profileQueryOptions = (type: PartnerType) =>
  queryOptions({
    queryKey: [...partnerQueryKey(type), PROFILE_QUERY],
    queryFn: ({ signal }) => getProfile(type, signal),
    staleTime: 5 * 60_000,
  });

export function useProfile() {
  const session = useSession();
  return useQuery({ ...profileQueryOptions(session?.type ?? 'collaborator'), enabled: session !== null });
}
