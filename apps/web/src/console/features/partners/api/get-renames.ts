import { apiPaths, type RenameList } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The console list's URL filters, sent as they stand (the server's schema reads them). */
export type RenameListParams = Readonly<Record<string, string | number>>;

/** GET /api/admin/partners/rename-requests (status filter, pages). */
export async function getRenames(query: RenameListParams): Promise<RenameList> {
  return (await consoleApi.get<RenameList>(apiPaths.admin.renameRequests, { query })).data;
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
      approve ? consoleApi.post(apiPaths.admin.approveRename(id)) : consoleApi.post(apiPaths.admin.rejectRename(id), { reason }),
    onSettled: () =>
      Promise.all(
        [consoleKeys.renames(), consoleKeys.partners(), consoleKeys.dashboard(), consoleKeys.audit()].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
