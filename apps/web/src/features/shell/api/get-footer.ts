import { apiPaths, type Footer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PUBLIC_QUERY_SCOPE } from '@/lib/query-client';

/** GET /api/partner/footer/list: the flat footer object of spec 1 §3 (header hotline too). */
export async function getFooter(signal?: AbortSignal): Promise<Footer> {
  const { data } = await api.get<Footer>(apiPaths.footer, { signal });
  return data ?? {};
}

export const footerQueryOptions = () =>
  queryOptions({
    queryKey: [PUBLIC_QUERY_SCOPE, 'footer'],
    queryFn: ({ signal }) => getFooter(signal),
    staleTime: 30 * 60_000,
  });

export function useFooter() {
  return useQuery(footerQueryOptions());
}
