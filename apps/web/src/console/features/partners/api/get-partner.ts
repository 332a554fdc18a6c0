import { partnerDeskEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/partners/{id}: the partner, its accounts, sub-units, licence files, renames. */
export async function getPartner(id: string) {
  return (await consoleApi.call(partnerDeskEndpoints.detail, { params: { id } })).data;
}

export const partnerQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...consoleKeys.partners(), 'detail', id], queryFn: () => getPartner(id) });

export function usePartner(id: string) {
  return useQuery(partnerQueryOptions(id));
}
