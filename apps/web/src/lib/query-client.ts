import { hashKey, MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { subscribeSession, getSession } from './session';

/** First segment of every query key that belongs to a logged-in partner. */
export const PRIVATE_QUERY_SCOPE = 'partner';
/** First segment of query keys anyone may see (footer, version, news...). */
export const PUBLIC_QUERY_SCOPE = 'public';
/** Third segment of the signed-in partner's profile query (`[PRIVATE_QUERY_SCOPE, type, PROFILE_QUERY]`, lib/profile.ts). */
export const PROFILE_QUERY = 'profile';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will not change by asking again; a dropped connection or a 5xx may.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * A 403 means the server holds other permissions than the screen assumed (a sub-user's role was
 * changed meanwhile): the profile, which lists them, is read again, so what the screen offers
 * catches up without a new login.
 */
function onForbidden(client: () => QueryClient) {
  return (error: unknown) => {
    if (!isApiError(error) || error.status !== 403) return;
    void client().invalidateQueries({
      predicate: (query) => query.queryKey[0] === PRIVATE_QUERY_SCOPE && query.queryKey[2] === PROFILE_QUERY,
    });
  };
}

/**
 * Every key of the partner app lives under one of the two scopes, so a sign-out drops everything a
 * partner was shown (bindQueryCacheToSession). Outside production a key under neither is a bug that
 * fails at once, in the component tests first.
 */
function scopedKeyHash(queryKey: QueryKey): string {
  if (queryKey[0] !== PRIVATE_QUERY_SCOPE && queryKey[0] !== PUBLIC_QUERY_SCOPE)
    throw new Error(`Query key ${JSON.stringify(queryKey)} is under neither '${PRIVATE_QUERY_SCOPE}' nor '${PUBLIC_QUERY_SCOPE}'`);
  return hashKey(queryKey);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: onForbidden(() => client) }),
    mutationCache: new MutationCache({ onError: onForbidden(() => client) }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        ...(import.meta.env.PROD ? {} : { queryKeyHashFn: scopedKeyHash }),
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();

/**
 * A partner's cached data dies with the session: whenever the token changes (login, logout,
 * a 401, another tab), every private query is dropped. Public data (footer) stays.
 */
export function bindQueryCacheToSession(client: QueryClient): () => void {
  let token = getSession()?.token;
  return subscribeSession(() => {
    const next = getSession()?.token;
    if (next === token) return;
    token = next;
    void client.cancelQueries({ queryKey: [PRIVATE_QUERY_SCOPE] });
    client.removeQueries({ queryKey: [PRIVATE_QUERY_SCOPE] });
  });
}
