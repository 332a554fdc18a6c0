import { apiPaths, type QueueBacklog } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/queue/backlog: per queue, what waits, runs, retries, and what failed or completed lately. */
export async function getQueueBacklog(): Promise<QueueBacklog> {
  return (await consoleApi.get<QueueBacklog>(apiPaths.admin.queueBacklog)).data;
}

export const queueBacklogQueryOptions = () =>
  queryOptions({ queryKey: [...consoleKeys.queue(), 'backlog'], queryFn: getQueueBacklog, refetchInterval: 30_000 });

export const useQueueBacklog = () => useQuery(queueBacklogQueryOptions());
