import { engagementEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cooperationPagesKey } from './keys';

/** GET /api/partner/cooperation/list: the programme of each partner type (public). */
export async function getCooperationPages(signal?: AbortSignal) {
  return (await api.call(engagementEndpoints.cooperationPages, { signal })).data;
}

export const cooperationPagesQueryOptions = () =>
  queryOptions({ queryKey: cooperationPagesKey(), queryFn: ({ signal }) => getCooperationPages(signal), staleTime: 5 * 60_000 });

export function useCooperationPages() {
  return useQuery(cooperationPagesQueryOptions());
}
