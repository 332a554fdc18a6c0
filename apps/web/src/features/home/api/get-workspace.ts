import { apiPaths, type PartnerType, type Workspace } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/partner/v1/{type}/home/workspace: what waits for the signed-in partner. */
export async function getWorkspace(type: PartnerType, signal?: AbortSignal): Promise<Workspace> {
  const { data } = await api.get<Workspace>(apiPaths.homeWorkspace(type), { signal });
  return data;
}

export const workspaceQueryOptions = (type: PartnerType) =>
  queryOptions({ queryKey: ['home-workspace', type], queryFn: ({ signal }) => getWorkspace(type, signal), staleTime: 30_000 });

export const useWorkspace = (type: PartnerType) => useQuery(workspaceQueryOptions(type));
