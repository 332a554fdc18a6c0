import { type PartnerType, type ProfileOptions, profileEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

export type OptionItem = ProfileOptions['provinces'][number];
export type { ProfileOptions };

/** GET /api/partner/v1/{type}/profile/option-fields: provinces and partner types. */
export async function getProfileOptions(type: PartnerType, signal?: AbortSignal): Promise<ProfileOptions> {
  return (await api.call(profileEndpoints.optionFields, { params: { type }, signal })).data;
}

export const profileOptionsQueryOptions = (type: PartnerType) =>
  queryOptions({
    queryKey: [...partnerQueryKey(type), 'profile-options'],
    queryFn: ({ signal }) => getProfileOptions(type, signal),
    // A lookup list: kept for the session (its key dies with it), never refetched per screen.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useProfileOptions(type: PartnerType) {
  return useQuery(profileOptionsQueryOptions(type));
}
