import type { ForgotPasswordBody, ForgotPasswordResult, PartnerType } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';

export type { ForgotPasswordResult };

/** Step 1: POST /api/partner/{type}/auth/forgot-password → the OTP challenge (the call: auth-calls.ts, loaded on demand). */
export function useRequestPasswordOtp(type: PartnerType) {
  return useMutation({
    mutationFn: async (body: ForgotPasswordBody) => (await import('./auth-calls')).requestPasswordOtp(type, body),
  });
}
