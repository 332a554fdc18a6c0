import { partnerDeskEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The console list's URL filters: the query of GET /api/admin/partners/rename-requests. */
export type RenameListParams = QueryOf<typeof partnerDeskEndpoints.renames>;

/** GET /api/admin/partners/rename-requests (status filter, pages). */
export async function getRenames(query: RenameListParams) {
  return (await consoleApi.call(partnerDeskEndpoints.renames, { query })).data;
}

export const renamesQueryOptions = (query: RenameListParams) =>
  queryOptions({ queryKey: [...consoleKeys.renames(), query], queryFn: () => getRenames(query), placeholderData: keepPreviousData });

export function useRenames(query: RenameListParams) {
  return useQuery(renamesQueryOptions(query));
}

/** Approve or reject (with a reason) a rename; the partner's name, lists and counters reload. */
export function useDecideRename() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, reason }: { id: string; approve: boolean; reason?: string }) =>
      approve
        ? consoleApi.call(partnerDeskEndpoints.approveRename, { params: { id } })
        : consoleApi.call(partnerDeskEndpoints.rejectRename, { params: { id }, body: { reason: reason ?? '' } }),
    onSettled: () =>
      Promise.all(
        [consoleKeys.renames(), consoleKeys.partners(), consoleKeys.dashboard(), consoleKeys.audit()].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
