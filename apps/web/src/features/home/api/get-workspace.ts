import { homeEndpoints, type PartnerType } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** GET /api/partner/v1/{type}/home/workspace: what waits for the signed-in partner. */
export async function getWorkspace(type: PartnerType, signal?: AbortSignal) {
  return (await api.call(homeEndpoints.workspace, { params: { type }, signal })).data;
}

// Under the partner's key: a sign-out drops it, so the next account on this browser never sees it.
export const workspaceQueryOptions = (type: PartnerType) =>
  queryOptions({
    queryKey: [...partnerQueryKey(type), 'workspace'],
    queryFn: ({ signal }) => getWorkspace(type, signal),
    staleTime: 30_000,
  });

export const useWorkspace = (type: PartnerType) => useQuery(workspaceQueryOptions(type));
