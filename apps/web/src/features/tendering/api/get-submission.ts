import { tenderingProviderEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { providerBidKey } from './keys';

/** GET /api/partner/v1/provider/bid-post/detail-bd-submit/{id}: the provider's submission, whole. */
export async function getSubmission(submissionId: string, signal?: AbortSignal) {
  return (await api.call(tenderingProviderEndpoints.submission, { params: { id: submissionId }, signal })).data;
}

export const submissionQueryOptions = (submissionId: string) =>
  queryOptions({
    queryKey: [...providerBidKey, 'submission', submissionId],
    queryFn: ({ signal }) => getSubmission(submissionId, signal),
  });

export function useSubmission(submissionId: string | undefined) {
  return useQuery({ ...submissionQueryOptions(submissionId ?? ''), enabled: Boolean(submissionId) });
}
