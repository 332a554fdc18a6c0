import { companyEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupsKey } from './keys';

/** GET …/company/contract-group/detail/{id}: name and counts. */
export async function getContractGroup(id: string, signal?: AbortSignal) {
  return (await api.call(companyEndpoints.group, { params: { id }, signal })).data;
}

export const contractGroupQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...groupsKey(), 'detail', id], queryFn: ({ signal }) => getContractGroup(id, signal) });

export const useContractGroup = (id: string) => useQuery(contractGroupQueryOptions(id));
