import { companyEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { contractsKey } from './keys';

export const CONTRACT_NOT_FOUND = 'Không tìm thấy hợp đồng!';

/**
 * The spec opens a contract by its code (`/hop-dong/{code}`) while the API's detail takes the id:
 * the code is looked up through the list's search and must match exactly (docs/decisions/companies.md).
 * A navigation from a list passes the id in its state and skips the lookup.
 */
export async function findContractIdByCode(code: string, signal?: AbortSignal): Promise<string> {
  const { data } = await api.call(companyEndpoints.contracts, { query: { search: code, page: 1, limit: 100 }, signal });
  const hit = data.items.find((c) => c.code === code);
  if (!hit) throw new ApiError(404, CONTRACT_NOT_FOUND);
  return hit.id;
}

export const contractIdQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...contractsKey(), 'by-code', code],
    queryFn: ({ signal }) => findContractIdByCode(code, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The id of the contract whose code is in the URL (the navigation's id when it brought one). */
export function useContractId(code: string, knownId: string | undefined) {
  return useQuery({ ...contractIdQueryOptions(code), enabled: knownId === undefined });
}

/** GET …/company/contract/detail/{id} */
export async function getCompanyContract(id: string, signal?: AbortSignal) {
  return (await api.call(companyEndpoints.contract, { params: { id }, signal })).data;
}

export const companyContractQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...contractsKey(), 'detail', id], queryFn: ({ signal }) => getCompanyContract(id, signal) });

export const useCompanyContract = (id: string | undefined) =>
  useQuery({ ...companyContractQueryOptions(id ?? ''), enabled: id !== undefined });
