import { operatorSelfEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** GET /api/admin/me: who is signed in, their role and permissions (menus and guards read it). */
export async function getMe() {
  return (await consoleApi.call(operatorSelfEndpoints.me)).data;
}

export const meQueryOptions = () => queryOptions({ queryKey: [...consoleKeys.all(), 'me'], queryFn: getMe, staleTime: 5 * 60_000 });

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}
