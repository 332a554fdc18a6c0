import { partnerDeskEndpoints, type QueryOf } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The desk list's filters: the query of GET /api/admin/partners. */
export type PartnerListParams = QueryOf<typeof partnerDeskEndpoints.list>;

/** GET /api/admin/partners: one page, with the filters (type, status, search). */
export async function getPartners(query: PartnerListParams) {
  return (await consoleApi.call(partnerDeskEndpoints.list, { query })).data;
}

export const partnersQueryOptions = (query: PartnerListParams = {}) =>
  queryOptions({
    queryKey: [...consoleKeys.partners(), 'list', query],
    queryFn: () => getPartners(query),
    placeholderData: keepPreviousData,
  });

export function usePartners(query: PartnerListParams) {
  return useQuery(partnersQueryOptions(query));
}
