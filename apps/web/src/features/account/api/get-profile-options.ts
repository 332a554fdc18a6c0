import { apiPaths, type PartnerType, type ProfileOptions } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

export type OptionItem = ProfileOptions['provinces'][number];
export type { ProfileOptions };

/** GET /api/partner/v1/{type}/profile/option-fields: provinces and partner types. */
export async function getProfileOptions(type: PartnerType, signal?: AbortSignal): Promise<ProfileOptions> {
  const { data } = await api.get<Partial<ProfileOptions>>(apiPaths.profileOptionFields(type), { signal });
  return { provinces: data?.provinces ?? [], partnerTypes: data?.partnerTypes ?? [] };
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
