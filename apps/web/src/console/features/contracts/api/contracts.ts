import {
  CONTRACT_FILE_FIELD,
  type ContractCreateBody,
  type ContractProgressBody,
  type ContractStatus,
  type ContractUpdateBody,
  contractDeskEndpoints,
  partnerDeskEndpoints,
  type QueryOf,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The desk list's filters: the query of GET /api/admin/contracts. */
export type ContractListParams = QueryOf<typeof contractDeskEndpoints.list>;

/** GET /api/admin/contracts */
export async function getContracts(query: ContractListParams) {
  return (await consoleApi.call(contractDeskEndpoints.list, { query })).data;
}

export const contractsQueryOptions = (query: ContractListParams) =>
  queryOptions({
    queryKey: [...consoleKeys.contracts(), 'list', query],
    queryFn: () => getContracts(query),
    placeholderData: keepPreviousData,
  });

export const useContracts = (query: ContractListParams) => useQuery(contractsQueryOptions(query));

/** GET /api/admin/contracts/{id} */
export async function getContract(id: string) {
  return (await consoleApi.call(contractDeskEndpoints.detail, { params: { id } })).data;
}

export const contractQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...consoleKeys.contracts(), 'detail', id], queryFn: () => getContract(id) });

export const useContract = (id: string) => useQuery(contractQueryOptions(id));

/** GET /api/admin/contracts/option-fields */
export const contractOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...consoleKeys.contracts(), 'options'],
    queryFn: async () => (await consoleApi.call(contractDeskEndpoints.optionFields)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useContractOptions = () => useQuery(contractOptionsQueryOptions());

/** Active providers matching a search, for the "for which provider" field (the partner desk's list, GET /api/admin/partners). */
export const providerSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...consoleKeys.partners(), 'provider-search', search],
    queryFn: async () =>
      (await consoleApi.call(partnerDeskEndpoints.list, { query: { type: 'provider', status: 'active', search, limit: 20 } })).data,
    placeholderData: keepPreviousData,
  });

export const useProviderSearch = (search: string) => useQuery(providerSearchQueryOptions(search));

/** A contract document's bytes (the token is not a cookie). */
export async function getContractFile(id: string, fileId: string) {
  return (await consoleApi.call(contractDeskEndpoints.file, { params: { id, fileId }, silent: false })).data;
}

/** Every change refreshes the desk's lists and details, and the audit trail. */
function useContractMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: consoleKeys.contracts() }),
        client.invalidateQueries({ queryKey: consoleKeys.audit() }),
      ]);
    },
  });
}

export const useCreateContract = () =>
  useContractMutation(async (body: ContractCreateBody) => (await consoleApi.call(contractDeskEndpoints.create, { body })).data);

export const useUpdateContract = (id: string) =>
  useContractMutation(
    async (body: ContractUpdateBody) => (await consoleApi.call(contractDeskEndpoints.update, { params: { id }, body })).data,
  );

export const useSetContractStatus = (id: string) =>
  useContractMutation(
    async (status: ContractStatus) => (await consoleApi.call(contractDeskEndpoints.status, { params: { id }, body: { status } })).data,
  );

export const useUploadContractFiles = (id: string) =>
  useContractMutation(async (files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append(CONTRACT_FILE_FIELD, file, file.name);
    return (await consoleApi.call(contractDeskEndpoints.addFiles, { params: { id }, body: form })).data;
  });

export const useRemoveContractFile = (id: string) =>
  useContractMutation(async (fileId: string) => {
    await consoleApi.call(contractDeskEndpoints.removeFile, { params: { id, fileId } });
  });

export const useAddContractProgress = (id: string) =>
  useContractMutation(
    async (body: ContractProgressBody) => (await consoleApi.call(contractDeskEndpoints.addProgress, { params: { id }, body })).data,
  );

export const useRemoveContractProgress = (id: string) =>
  useContractMutation(
    async (progressId: string) => (await consoleApi.call(contractDeskEndpoints.removeProgress, { params: { id, progressId } })).data,
  );
