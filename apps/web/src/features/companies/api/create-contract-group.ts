import { type ContractGroupCreateBody, companyEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupsKey } from './keys';

/** POST …/company/contract-group/create */
export async function createContractGroup(body: ContractGroupCreateBody) {
  return (await api.call(companyEndpoints.createGroup, { body })).data;
}

export function useCreateContractGroup() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createContractGroup, onSuccess: () => client.invalidateQueries({ queryKey: groupsKey() }) });
}
