import { apiPaths, type QueueSchedule } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/queue/schedule: each recurring job's next and last run. */
export async function getQueueSchedule(): Promise<QueueSchedule> {
  return (await consoleApi.get<QueueSchedule>(apiPaths.admin.queueSchedule)).data;
}

export const queueScheduleQueryOptions = () => queryOptions({ queryKey: [...consoleKeys.queue(), 'schedule'], queryFn: getQueueSchedule });

export const useQueueSchedule = () => useQuery(queueScheduleQueryOptions());
