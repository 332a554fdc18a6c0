import { apiPaths, type FailedJobList } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

export type FailedJobParams = Readonly<Record<string, string | number>>;

/** GET /api/admin/queue/failed: jobs that failed for good, newest first, by queue. */
export async function getFailedJobs(query: FailedJobParams): Promise<FailedJobList> {
  return (await consoleApi.get<FailedJobList>(apiPaths.admin.queueFailed, { query })).data;
}

export const failedJobsQueryOptions = (query: FailedJobParams) =>
  queryOptions({
    queryKey: [...consoleKeys.queue(), 'failed', query],
    queryFn: () => getFailedJobs(query),
    placeholderData: keepPreviousData,
  });

export const useFailedJobs = (query: FailedJobParams) => useQuery(failedJobsQueryOptions(query));
