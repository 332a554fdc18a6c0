import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSession, type Session, useSession } from '@/lib/session';
import { isProviderSession } from '../bid-rules';
import { providerBidKey, publicBidKey } from './keys';

/** `/thau/{id}`: a positive whole number, else nothing (the page is not found). */
export function bidPostIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,14}$/.test(param) ? Number(param) : null;
}

/** The detail calls (bid-calls.ts) load on demand: the route table that holds these options is in the entry. */
export const publicBidPostQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...publicBidKey, 'detail', id],
    queryFn: async ({ signal }) => (await import('./bid-calls')).getPublicBidPost(id, signal),
  });

export const providerBidPostQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...providerBidKey, 'detail', id],
    queryFn: async ({ signal }) => (await import('./bid-calls')).getProviderBidPost(id, signal),
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
