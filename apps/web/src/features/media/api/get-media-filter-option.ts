import { mediaEndpoints, type PartnerType } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mediaKey } from './keys';

/** GET /api/partner/media/filter-option: the file types the tree filters by. */
export async function getMediaFilterOption(signal?: AbortSignal) {
  return (await api.call(mediaEndpoints.filterOption, { signal })).data;
}

export const mediaFilterOptionQueryOptions = (type: PartnerType) =>
  queryOptions({
    queryKey: [...mediaKey(type), 'filter-option'],
    queryFn: ({ signal }) => getMediaFilterOption(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMediaFilterOption(type: PartnerType) {
  return useQuery(mediaFilterOptionQueryOptions(type));
}
