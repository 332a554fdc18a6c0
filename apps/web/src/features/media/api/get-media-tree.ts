import { apiPaths, type MediaFileType, type MediaTree, type PartnerType } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mediaKey } from './keys';

/** The tree's filters (spec 1 §7): a folder (`ParentId`), a search, a file type, a page. */
export type MediaTreeFilters = { page: number; limit: number; search?: string; ParentId?: string; type?: MediaFileType };

/** GET /api/partner/media/tree */
export async function getMediaTree(filters: MediaTreeFilters, signal?: AbortSignal): Promise<MediaTree> {
  const { data } = await api.get<MediaTree>(apiPaths.media.tree, { query: filters, signal });
  return data;
}

export const mediaTreeQueryOptions = (type: PartnerType, filters: MediaTreeFilters) =>
  queryOptions({
    queryKey: [...mediaKey(type), 'tree', filters],
    queryFn: ({ signal }) => getMediaTree(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useMediaTree(type: PartnerType, filters: MediaTreeFilters) {
  return useQuery(mediaTreeQueryOptions(type, filters));
}
