import { type CooperationContactBody, engagementEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/partner/cooperation/contact: anyone, signed in or not. The form shows its own
 * thank-you in place, so the generic "Thành công" notice is not raised as well (SPEC-NOTES 3).
 */
export async function sendCooperationContact(body: CooperationContactBody) {
  return (await api.call(engagementEndpoints.cooperationContact, { body, successNotice: false })).data;
}

export function useSendCooperationContact() {
  return useMutation({ mutationFn: sendCooperationContact });
}
