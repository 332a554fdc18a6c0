import { tenderingProviderEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { providerBidKey } from './keys';

export type ReplyInput = {
  requestId: string;
  /** 1 meeting, 2 additional documents. */
  requestType: number;
  content: string;
  replyStatus?: number;
  submissionId: string;
  bidPostId: number;
};

/** POST request/create-reply (multipart): the provider answers the inviting party (spec 2 §4.4). */
export async function createReply(input: ReplyInput): Promise<void> {
  const fd = new FormData();
  fd.append('Content', input.content);
  fd.append('RequestType', String(input.requestType));
  fd.append('RequestId', input.requestId);
  if (input.replyStatus !== undefined) fd.append('ReplyStatus', String(input.replyStatus));
  fd.append('BidPostSubmitId', input.submissionId);
  fd.append('BidPostId', String(input.bidPostId));
  await api.call(tenderingProviderEndpoints.createReply, { body: fd });
}

/** The request is fetched again afterwards, and the banner goes. */
export function useCreateReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReply,
    onSuccess: () => client.invalidateQueries({ queryKey: providerBidKey }),
  });
}
