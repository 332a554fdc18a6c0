import { apiPaths } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractsKey } from './keys';

/** `companyContractTypeSchema`'s shape (the contract exports no type for it, and the web app does not import zod). */
export type CompanyContractType = { id: number; name: string };

/** GET …/company/contract/list-contract-type */
export async function getContractTypes(signal?: AbortSignal): Promise<CompanyContractType[]> {
  return (await api.get<CompanyContractType[]>(apiPaths.companies.contractTypes, { signal })).data;
}

export const contractTypesQueryOptions = () =>
  queryOptions({ queryKey: [...contractsKey(), 'types'], queryFn: ({ signal }) => getContractTypes(signal), staleTime: 5 * 60_000 });

export const useContractTypes = () => useQuery(contractTypesQueryOptions());
