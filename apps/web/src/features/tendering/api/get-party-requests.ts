import { tenderingProviderEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { providerBidKey } from './keys';

/** GET /api/partner/v1/provider/request/party-list: the inviting party's meeting and document requests. */
export async function getPartyRequests(submissionId: string, signal?: AbortSignal) {
  const { data } = await api.call(tenderingProviderEndpoints.partyRequests, {
    signal,
    query: { bidPostSubmitId: submissionId },
  });
  return data.items;
}

export const partyRequestsQueryOptions = (submissionId: string) =>
  queryOptions({
    queryKey: [...providerBidKey, 'party-requests', submissionId],
    queryFn: ({ signal }) => getPartyRequests(submissionId, signal),
  });

export function usePartyRequests(submissionId: string | undefined) {
  return useQuery({ ...partyRequestsQueryOptions(submissionId ?? ''), enabled: Boolean(submissionId) });
}
