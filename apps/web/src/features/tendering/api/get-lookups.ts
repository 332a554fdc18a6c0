import { type DataOf, TENDER_LOOKUPS, type TenderLookupName, tenderingPublicEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publicBidKey } from './keys';

/** Every lookup list: the answer of GET /api/partner/bid-post/lookups, or the contract's own lists (read-only). */
export type TenderLookups = { [N in TenderLookupName]: Readonly<DataOf<typeof tenderingPublicEndpoints.lookups>[N]> };

/**
 * GET /api/partner/bid-post/lookups: every lookup list in one answer. A list the answer lacks
 * keeps the contract's own (spec 2 §8: a failed lookup load is silently ignored).
 */
export async function getTenderLookups(signal?: AbortSignal): Promise<TenderLookups> {
  const { data } = await api.call(tenderingPublicEndpoints.lookups, { signal, silent: true });
  return { ...TENDER_LOOKUPS, ...data };
}

export const tenderLookupsQueryOptions = () =>
  queryOptions({
    queryKey: [...publicBidKey, 'lookups'],
    queryFn: ({ signal }) => getTenderLookups(signal),
    // Loaded once per session.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** The lookups, or the contract's lists while they load or when they failed. */
export function useTenderLookups(): TenderLookups {
  return useQuery(tenderLookupsQueryOptions()).data ?? TENDER_LOOKUPS;
}

/** A lookup's label for a code ('' when unknown). */
export const lookupLabel = (lookups: TenderLookups, name: TenderLookupName, id: number | null | undefined): string =>
  lookups[name].find((item) => item.id === id)?.name ?? '';
