import { type QueryOf, queueDeskEndpoints } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The list's filters: the query of GET /api/admin/queue/failed (queue, page, limit). */
export type FailedJobParams = QueryOf<typeof queueDeskEndpoints.failed>;

/** GET /api/admin/queue/failed: jobs that failed for good, newest first, by queue. */
export async function getFailedJobs(query: FailedJobParams) {
  return (await consoleApi.call(queueDeskEndpoints.failed, { query })).data;
}

export const failedJobsQueryOptions = (query: FailedJobParams) =>
  queryOptions({
    queryKey: [...consoleKeys.queue(), 'failed', query],
    queryFn: () => getFailedJobs(query),
    placeholderData: keepPreviousData,
  });

export const useFailedJobs = (query: FailedJobParams) => useQuery(failedJobsQueryOptions(query));
