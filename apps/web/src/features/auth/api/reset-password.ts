import { apiPaths, type PartnerType, type ResetPasswordBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { ResetPasswordBody };

/** Step 3: POST /api/partner/{type}/auth/reset-password. Returns the server's message. */
export async function resetPassword(type: PartnerType, body: ResetPasswordBody): Promise<string | undefined> {
  const { message } = await api.post(apiPaths.resetPassword(type), body);
  return message;
}

export function useResetPassword(type: PartnerType) {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => resetPassword(type, body) });
}
