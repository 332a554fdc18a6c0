import { tenderingProviderEndpoints, tenderingPublicEndpoints } from '@portal/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getSession, type Session, useSession } from '@/lib/session';
import { isProviderSession } from '../bid-rules';
import { providerBidKey, publicBidKey } from './keys';

/** `/thau/{id}`: a positive whole number, else nothing (the page is not found). */
export function bidPostIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,14}$/.test(param) ? Number(param) : null;
}

/** GET /api/partner/bid-post/detail/{id}: what a visitor (or a company, a collaborator) sees. */
export async function getPublicBidPost(id: number, signal?: AbortSignal) {
  return (await api.call(tenderingPublicEndpoints.detail, { params: { id }, signal })).data;
}

/** GET /api/partner/v1/provider/bid-post/detail/{id}: the same, with the provider's own `submit`. */
export async function getProviderBidPost(id: number, signal?: AbortSignal) {
  return (await api.call(tenderingProviderEndpoints.detail, { params: { id }, signal })).data;
}

export const publicBidPostQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...publicBidKey, 'detail', id],
    queryFn: ({ signal }) => getPublicBidPost(id, signal),
  });

export const providerBidPostQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...providerBidKey, 'detail', id],
    queryFn: ({ signal }) => getProviderBidPost(id, signal),
  });

/** The detail call for this caller: the provider's own, or the public one (the server renders visitors only). */
export const bidPostQueryOptions = (id: number, session: Session | null = getSession()) =>
  isProviderSession(session) ? providerBidPostQueryOptions(id) : publicBidPostQueryOptions(id);

/**
 * The bid for this caller. A provider signing in on a rendered page sees the public detail
 * until its own arrives (`isPlaceholderData`: the screen holds back what depends on `submit`).
 */
export function useBidPost(id: number) {
  const session = useSession();
  const client = useQueryClient();
  const isProvider = isProviderSession(session);
  return useQuery({
    ...bidPostQueryOptions(id, session),
    placeholderData: isProvider ? () => client.getQueryData(publicBidPostQueryOptions(id).queryKey) : undefined,
  });
}
