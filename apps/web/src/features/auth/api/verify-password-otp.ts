import type { PartnerType, VerifyOtpBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';

export type { VerifyOtpBody };

/** Step 2: POST /api/partner/{type}/auth/verify-password-otp → a reset token (the call: auth-calls.ts, loaded on demand). */
export function useVerifyPasswordOtp(type: PartnerType) {
  return useMutation({
    mutationFn: async (body: VerifyOtpBody) => (await import('./auth-calls')).verifyPasswordOtp(type, body),
  });
}
