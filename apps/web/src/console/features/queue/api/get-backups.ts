import { queueDeskEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/queue/backups: the scheduled backup's settings and its latest runs. */
export async function getBackups() {
  return (await consoleApi.call(queueDeskEndpoints.backups)).data;
}

export const backupsQueryOptions = () => queryOptions({ queryKey: [...consoleKeys.queue(), 'backups'], queryFn: getBackups });

export const useBackups = () => useQuery(backupsQueryOptions());
