import { apiPaths, type PartnerList } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

export type PartnerListParams = Readonly<Record<string, string | number>>;

/** GET /api/admin/partners: one page, with the filters (type, status, search). */
export async function getPartners(query: PartnerListParams): Promise<PartnerList> {
  return (await consoleApi.get<PartnerList>(apiPaths.admin.partners, { query })).data;
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
