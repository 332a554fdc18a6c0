import { type PopupBody, popupDeskEndpoints } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/popup: one popup per audience. */
export async function getPopups() {
  return (await consoleApi.call(popupDeskEndpoints.list)).data;
}

export const popupsQueryOptions = () => queryOptions({ queryKey: [...consoleKeys.all(), 'popups'], queryFn: getPopups, staleTime: 0 });

export function usePopups() {
  return useQuery(popupsQueryOptions());
}

/** PUT /api/admin/popup: replaces the popup of the body's audience. */
export function useSavePopup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PopupBody) => (await consoleApi.call(popupDeskEndpoints.save, { body })).data,
    onSettled: () =>
      Promise.all([popupsQueryOptions().queryKey, consoleKeys.audit()].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
