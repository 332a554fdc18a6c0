import { SITE_PATHS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';

/** GET /version.json at the site root: `{ version }`, never from a cache. */
export async function getServerVersion(signal?: AbortSignal): Promise<string | undefined> {
  const { data } = await api.get(SITE_PATHS.version, {
    signal,
    envelope: false,
    query: { t: Date.now() },
    headers: { 'Cache-Control': 'no-cache' },
  });
  const version = typeof data === 'object' && data !== null && 'version' in data ? data.version : undefined;
  return typeof version === 'string' ? version : undefined;
}

/** Checked at start, then every 15 minutes and when the tab comes back. */
export const versionQueryOptions = () =>
  queryOptions({
    queryKey: [PUBLIC_QUERY_SCOPE, 'version'],
    queryFn: ({ signal }) => getServerVersion(signal),
    staleTime: 5 * 60_000,
    refetchInterval: 15 * 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });

/** `enabled` false holds the first check back (the banner waits for the page's start to end). */
export function useServerVersion(enabled = true) {
  return useQuery({ ...versionQueryOptions(), enabled });
}
