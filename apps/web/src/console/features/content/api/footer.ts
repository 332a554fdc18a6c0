import { apiPaths, type Footer, type FooterUpdateBody } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/partner/footer/list: the footer as partners see it (the editor starts from it). */
export async function getFooter(): Promise<Footer> {
  return (await consoleApi.get<Footer>(apiPaths.footer)).data;
}

export const footerQueryOptions = () => queryOptions({ queryKey: [...consoleKeys.all(), 'footer'], queryFn: getFooter, staleTime: 0 });

export function useFooter() {
  return useQuery(footerQueryOptions());
}

/** PUT /api/admin/footer with the keys that changed. */
export function useSaveFooter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: FooterUpdateBody) => (await consoleApi.put<Footer>(apiPaths.admin.footer, body)).data,
    onSuccess: (footer) => client.setQueryData(footerQueryOptions().queryKey, footer),
    onSettled: () => client.invalidateQueries({ queryKey: consoleKeys.audit() }),
  });
}
