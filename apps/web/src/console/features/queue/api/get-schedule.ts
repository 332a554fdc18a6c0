import { queueDeskEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/queue/schedule: each recurring job's next and last run. */
export async function getQueueSchedule() {
  return (await consoleApi.call(queueDeskEndpoints.schedule)).data;
}

export const queueScheduleQueryOptions = () => queryOptions({ queryKey: [...consoleKeys.queue(), 'schedule'], queryFn: getQueueSchedule });

export const useQueueSchedule = () => useQuery(queueScheduleQueryOptions());
