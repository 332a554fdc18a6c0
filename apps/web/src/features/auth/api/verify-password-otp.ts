import { apiPaths, type PartnerType, type VerifyOtpBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { VerifyOtpBody };

/** Step 2: POST /api/partner/{type}/auth/verify-password-otp → a reset token. */
export async function verifyPasswordOtp(type: PartnerType, body: VerifyOtpBody): Promise<string> {
  const { data } = await api.post<{ token: string }>(apiPaths.verifyPasswordOtp(type), body);
  return data.token;
}

export function useVerifyPasswordOtp(type: PartnerType) {
  return useMutation({ mutationFn: (body: VerifyOtpBody) => verifyPasswordOtp(type, body) });
}
