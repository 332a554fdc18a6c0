import { companyEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractsKey } from './keys';

/** GET …/company/contract/option-fields: statuses, total-value ranges, exam states, health classes, genders. */
export async function getContractOptions(signal?: AbortSignal) {
  return (await api.call(companyEndpoints.contractOptionFields, { signal })).data;
}

export const contractOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...contractsKey(), 'options'], queryFn: ({ signal }) => getContractOptions(signal), staleTime: 5 * 60_000 });

export const useContractOptions = () => useQuery(contractOptionsQueryOptions());
