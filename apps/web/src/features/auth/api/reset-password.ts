import type { PartnerType, ResetPasswordBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';

export type { ResetPasswordBody };

/** Step 3: POST /api/partner/{type}/auth/reset-password; answers the server's message (the call: auth-calls.ts, loaded on demand). */
export function useResetPassword(type: PartnerType) {
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) => (await import('./auth-calls')).resetPassword(type, body),
  });
}
