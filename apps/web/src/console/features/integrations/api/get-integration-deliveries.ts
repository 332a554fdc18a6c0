import { integrationDeskEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/integrations/{id}/deliveries: the bookings offered to its LIS as ORM^O01, newest first. */
export async function getIntegrationDeliveries(id: string, signal?: AbortSignal) {
  return (await consoleApi.call(integrationDeskEndpoints.deliveries, { params: { id }, signal })).data;
}

export const integrationDeliveriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...consoleKeys.integrations(), 'deliveries', id],
    queryFn: ({ signal }) => getIntegrationDeliveries(id, signal),
  });

export const useIntegrationDeliveries = (id: string, enabled = true) => useQuery({ ...integrationDeliveriesQueryOptions(id), enabled });
