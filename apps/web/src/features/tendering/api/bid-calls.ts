import { TENDER_LOOKUPS, tenderingProviderEndpoints, tenderingPublicEndpoints } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { TenderLookups } from './get-lookups';

/*
 * The bid page's calls. The route table (in the entry) holds their query options for its loaders;
 * this module, with the endpoints' schemas (hence zod), is imported only when a query runs, so that
 * a first page whose data comes in the server's HTML carries neither.
 */

/** GET /api/partner/bid-post/detail/{id}: what a visitor (or a company, a collaborator) sees. */
export async function getPublicBidPost(id: number, signal?: AbortSignal) {
  return (await api.call(tenderingPublicEndpoints.detail, { params: { id }, signal })).data;
}

/** GET /api/partner/v1/provider/bid-post/detail/{id}: the same, with the provider's own `submit`. */
export async function getProviderBidPost(id: number, signal?: AbortSignal) {
  return (await api.call(tenderingProviderEndpoints.detail, { params: { id }, signal })).data;
}

/**
 * GET /api/partner/bid-post/lookups: every lookup list in one answer. A list the answer lacks
 * keeps the contract's own (spec 2 §8: a failed lookup load is silently ignored).
 */
export async function getTenderLookups(signal?: AbortSignal): Promise<TenderLookups> {
  const { data } = await api.call(tenderingPublicEndpoints.lookups, { signal, silent: true });
  return { ...TENDER_LOOKUPS, ...data };
}
