import { type FooterUpdateBody, footerDeskEndpoints, shellEndpoints } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/partner/footer/list: the footer as partners see it (the editor starts from it). */
export async function getFooter() {
  return (await consoleApi.call(shellEndpoints.footer)).data;
}

export const footerQueryOptions = () => queryOptions({ queryKey: [...consoleKeys.all(), 'footer'], queryFn: getFooter, staleTime: 0 });

export function useFooter() {
  return useQuery(footerQueryOptions());
}

/** PUT /api/admin/footer with the keys that changed. */
export function useSaveFooter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: FooterUpdateBody) => (await consoleApi.call(footerDeskEndpoints.update, { body })).data,
    onSuccess: (footer) => client.setQueryData(footerQueryOptions().queryKey, footer),
    onSettled: () => client.invalidateQueries({ queryKey: consoleKeys.audit() }),
  });
}
