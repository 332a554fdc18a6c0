import {
  APPOINTMENT_STATUS,
  BID_POST_STATUS,
  type QueryOf,
  tenderDeskEndpoints,
  operatorSelfEndpoints,
  orderDeskEndpoints,
} from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePollUnlessLive } from '@/lib/live-updates';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The counters are asked again every minute only while the live stream is not there to say when. */
export const DASHBOARD_POLL_MS = 60_000;

/** GET /api/admin/dashboard: the counters of what waits for the operators. */
export async function getDashboard() {
  return (await consoleApi.call(operatorSelfEndpoints.dashboard)).data;
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: consoleKeys.dashboard(), queryFn: getDashboard, staleTime: 0 });

export function useDashboard(enabled = true) {
  return useQuery({ ...dashboardQueryOptions(), enabled, refetchInterval: usePollUnlessLive(DASHBOARD_POLL_MS) });
}

/** How many rows a desk's list holds for a filter: its first page of one row, for the total only. */
export const ONE_ROW = { page: 1, limit: 1 } as const;
const tenderCount = async (status: number) =>
  (await consoleApi.call(tenderDeskEndpoints.list, { query: { ...ONE_ROW, status } })).data.pagination.totalCount;
const orderCount = async (query: QueryOf<typeof orderDeskEndpoints.list>) =>
  (await consoleApi.call(orderDeskEndpoints.list, { query: { ...query, ...ONE_ROW } })).data.pagination.totalCount;

/** The tender officer's counters: posts in draft, open and in review (GET /api/admin/tendering). */
export function useTenderCounters(enabled: boolean) {
  const refetchInterval = usePollUnlessLive(DASHBOARD_POLL_MS);
  return useQuery({
    // Under the tenders' key: a decision on a post refreshes them with its lists.
    queryKey: [...consoleKeys.tenders(), 'dashboard'],
    queryFn: async () => {
      const [draft, open, review] = await Promise.all(
        [BID_POST_STATUS.Draft, BID_POST_STATUS.Open, BID_POST_STATUS.Review].map((status) => tenderCount(status)),
      );
      return { draft: draft ?? 0, open: open ?? 0, review: review ?? 0 };
    },
    enabled,
    refetchInterval,
  });
}

/** Customer care's counters: orders waiting for confirmation, orders with a collaborator's request (GET /api/admin/orders). */
export function useOrderCounters(enabled: boolean) {
  const refetchInterval = usePollUnlessLive(DASHBOARD_POLL_MS);
  return useQuery({
    queryKey: [...consoleKeys.orders(), 'dashboard'],
    queryFn: async () => {
      const [pending, requests] = await Promise.all([
        orderCount({ Status: APPOINTMENT_STATUS.Pending }),
        orderCount({ hasRequests: 'true' }),
      ]);
      return { pending, requests };
    },
    enabled,
    refetchInterval,
  });
}
