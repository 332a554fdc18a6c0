import { engagementEndpoints, type FeedbackBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/partner/feedback: a signed-in partner's stars, reasons and comment. The form thanks in place. */
export async function sendFeedback(body: FeedbackBody) {
  return (await api.call(engagementEndpoints.feedback, { body, successNotice: false })).data;
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
