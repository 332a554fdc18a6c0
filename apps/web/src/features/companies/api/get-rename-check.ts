import { profileEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companiesKey } from './keys';

/** GET …/company/profile/check-request: the company's own latest rename request. */
export async function getRenameCheck(signal?: AbortSignal) {
  return (await api.call(profileEndpoints.checkRequest, { params: { type: 'company' }, signal })).data;
}

export const renameCheckQueryOptions = () =>
  queryOptions({ queryKey: [...companiesKey(), 'rename-check'], queryFn: ({ signal }) => getRenameCheck(signal) });

export const useRenameCheck = () => useQuery(renameCheckQueryOptions());
