import { queryOptions, useQuery } from '@tanstack/react-query';
import { FOOTER_QUERY_KEY } from '@/lib/site-name';

/** GET /api/partner/footer/list: the flat footer object of spec 1 §3, header hotline too (the call: footer-call.ts, loaded on demand). */
export const footerQueryOptions = () =>
  queryOptions({
    queryKey: FOOTER_QUERY_KEY,
    queryFn: async ({ signal }) => (await import('./footer-call')).getFooter(signal),
    staleTime: 30 * 60_000,
  });

export function useFooter() {
  return useQuery(footerQueryOptions());
}
