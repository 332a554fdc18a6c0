import { apiPaths, type FeedbackBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/partner/feedback: a signed-in partner's stars, reasons and comment. The form thanks in place. */
export async function sendFeedback(body: FeedbackBody): Promise<{ id: string }> {
  return (await api.post<{ id: string }>(apiPaths.engagement.feedback, body, { successNotice: false })).data;
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
