import { type Footer, siteNameOf } from '@portal/contract';
import { type QueryClient, skipToken, useQuery } from '@tanstack/react-query';
import { PUBLIC_QUERY_SCOPE } from './query-client';

/** The footer's query (features/shell/api/get-footer.ts loads it with the first page; its answer carries the owner's block). */
export const FOOTER_QUERY_KEY = [PUBLIC_QUERY_SCOPE, 'footer'] as const;

/** The site's name in titles: the portal's with the owner's short name ('Thông tin đơn vị'), from the footer's answer. */
export const siteNameFromFooter = (footer: Footer | undefined): string =>
  siteNameOf(typeof footer?.companyShortName === 'string' ? footer.companyShortName : undefined);

/** The site's name from the footer already loaded (the server's render, the head after a navigation). */
export const siteNameIn = (client: QueryClient): string => siteNameFromFooter(client.getQueryData<Footer>(FOOTER_QUERY_KEY));

/** The same in a component, following the footer's answer (it never loads the footer itself). */
export function useSiteName(): string {
  const { data } = useQuery<Footer>({ queryKey: FOOTER_QUERY_KEY, queryFn: skipToken });
  return siteNameFromFooter(data);
}
