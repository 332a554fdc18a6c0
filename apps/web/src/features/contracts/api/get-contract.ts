import { contractEndpoints, type PartnerType } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** GET /api/partner/v1/{type}/contract/detail/{id}: the contract, its files and progress (newest first). */
export async function getContract(type: PartnerType, id: string, signal?: AbortSignal) {
  return (await api.call(contractEndpoints.detail, { params: { type, id }, signal })).data;
}

export const contractQueryOptions = (type: PartnerType, id: string) =>
  queryOptions({
    queryKey: [...partnerQueryKey(type), 'contracts', 'detail', id],
    queryFn: ({ signal }) => getContract(type, id, signal),
  });

export function useContract(type: PartnerType, id: string | undefined) {
  return useQuery({ ...contractQueryOptions(type, id ?? ''), enabled: Boolean(id) });
}
