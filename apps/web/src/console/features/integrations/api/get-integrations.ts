import { integrationDeskEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/integrations: every integration, live ones first (a short list, not paged). */
export async function getIntegrations(signal?: AbortSignal) {
  return (await consoleApi.call(integrationDeskEndpoints.list, { signal })).data;
}

export const integrationsQueryOptions = () =>
  queryOptions({ queryKey: [...consoleKeys.integrations(), 'list'], queryFn: ({ signal }) => getIntegrations(signal) });

export const useIntegrations = () => useQuery(integrationsQueryOptions());
