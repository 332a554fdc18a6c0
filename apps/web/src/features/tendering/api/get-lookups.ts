import { type DataOf, TENDER_LOOKUPS, type TenderLookupName, type tenderingPublicEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicBidKey } from './keys';

/** Every lookup list: the answer of GET /api/partner/bid-post/lookups, or the contract's own lists (read-only). */
export type TenderLookups = { [N in TenderLookupName]: Readonly<DataOf<typeof tenderingPublicEndpoints.lookups>[N]> };

/** Every lookup list, loaded once per session (the call: bid-calls.ts, loaded on demand). */
export const tenderLookupsQueryOptions = () =>
  queryOptions({
    queryKey: [...publicBidKey, 'lookups'],
    queryFn: async ({ signal }) => (await import('./bid-calls')).getTenderLookups(signal),
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
