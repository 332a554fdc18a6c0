import { notificationEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { emailOptOutQueryOptions } from './get-email-opt-out';

/** POST /api/partner/notifications/email-opt-out?token=…: turns that kind of e-mail off; answers the new state and its notice. */
export async function confirmEmailOptOut(token: string) {
  const { data, message } = await api.call(notificationEndpoints.confirmEmailOptOut, { query: { token } });
  return { data, message };
}

export function useConfirmEmailOptOut(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => confirmEmailOptOut(token),
    onSuccess: ({ data }) => client.setQueryData(emailOptOutQueryOptions(token).queryKey, data),
  });
}
