import { apiPaths, type ContractDetail, type PartnerType } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** GET /api/partner/v1/{type}/contract/detail/{id}: the contract, its files and progress (newest first). */
export async function getContract(type: PartnerType, id: string, signal?: AbortSignal): Promise<ContractDetail> {
  const { data } = await api.get<ContractDetail>(apiPaths.contracts.detail(type, id), { signal });
  return data;
}

export const contractQueryOptions = (type: PartnerType, id: string) =>
  queryOptions({
    queryKey: [...partnerQueryKey(type), 'contracts', 'detail', id],
    queryFn: ({ signal }) => getContract(type, id, signal),
  });

export function useContract(type: PartnerType, id: string | undefined) {
  return useQuery({ ...contractQueryOptions(type, id ?? ''), enabled: Boolean(id) });
}
