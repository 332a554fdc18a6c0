import { queueDeskEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/queue/backlog: per queue, what waits, runs, retries, and what failed or completed lately. */
export async function getQueueBacklog() {
  return (await consoleApi.call(queueDeskEndpoints.backlog)).data;
}

export const queueBacklogQueryOptions = () =>
  queryOptions({ queryKey: [...consoleKeys.queue(), 'backlog'], queryFn: getQueueBacklog, refetchInterval: 30_000 });

export const useQueueBacklog = () => useQuery(queueBacklogQueryOptions());
