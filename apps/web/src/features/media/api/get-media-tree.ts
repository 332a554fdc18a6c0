import { mediaEndpoints, type MediaTreeQuery, type PartnerType } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mediaKey } from './keys';

/** The tree's filters (spec 1 §7), as its query schema reads them: a folder (`ParentId`), a search, a file type, a page. */
export type MediaTreeFilters = MediaTreeQuery;

/** GET /api/partner/media/tree */
export async function getMediaTree(filters: MediaTreeFilters, signal?: AbortSignal) {
  return (await api.call(mediaEndpoints.tree, { query: filters, signal })).data;
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
