import type { PartnerType } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerQueryKey } from '@/lib/profile';

// Under the partner's key: a sign-out drops it, so the next account on this browser never sees it.
// The home route's loader starts it with the page (app/routes.tsx), so the workspace renders whole.
export const workspaceQueryOptions = (type: PartnerType) =>
  queryOptions({
    queryKey: [...partnerQueryKey(type), 'workspace'],
    queryFn: async ({ signal }) => (await import('./workspace-call')).getWorkspace(type, signal),
    staleTime: 30_000,
  });

export const useWorkspace = (type: PartnerType) => useQuery(workspaceQueryOptions(type));
