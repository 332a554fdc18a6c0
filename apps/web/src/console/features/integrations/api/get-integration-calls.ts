import { integrationDeskEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/integrations/{id}/calls: an integration's latest calls, newest first. */
export async function getIntegrationCalls(id: string, signal?: AbortSignal) {
  return (await consoleApi.call(integrationDeskEndpoints.calls, { params: { id }, signal })).data;
}

export const integrationCallsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...consoleKeys.integrations(), 'calls', id], queryFn: ({ signal }) => getIntegrationCalls(id, signal) });

export const useIntegrationCalls = (id: string) => useQuery(integrationCallsQueryOptions(id));
