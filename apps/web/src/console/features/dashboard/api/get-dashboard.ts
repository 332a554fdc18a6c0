import { apiPaths, type Dashboard } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/dashboard: the counters of what waits for the operators. */
export async function getDashboard(): Promise<Dashboard> {
  return (await consoleApi.get<Dashboard>(apiPaths.admin.dashboard)).data;
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: consoleKeys.dashboard(), queryFn: getDashboard, staleTime: 0, refetchInterval: 60_000 });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
