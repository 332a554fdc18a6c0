import { companyEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractsKey } from './keys';

/** GET …/company/contract/list-contract-type */
export async function getContractTypes(signal?: AbortSignal) {
  return (await api.call(companyEndpoints.contractTypes, { signal })).data;
}

export const contractTypesQueryOptions = () =>
  queryOptions({ queryKey: [...contractsKey(), 'types'], queryFn: ({ signal }) => getContractTypes(signal), staleTime: 5 * 60_000 });

export const useContractTypes = () => useQuery(contractTypesQueryOptions());
