import { mediaEndpoints, type PartnerType } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mediaKey } from './keys';

/** GET /api/partner/media/{id}: a folder or file with its breadcrumb. */
export async function getMediaNode(id: string, signal?: AbortSignal) {
  return (await api.call(mediaEndpoints.node, { params: { id }, signal })).data;
}

export const mediaNodeQueryOptions = (type: PartnerType, id: string) =>
  queryOptions({ queryKey: [...mediaKey(type), 'node', id], queryFn: ({ signal }) => getMediaNode(id, signal) });

export function useMediaNode(type: PartnerType, id: string | undefined) {
  return useQuery({ ...mediaNodeQueryOptions(type, id ?? ''), enabled: !!id });
}
