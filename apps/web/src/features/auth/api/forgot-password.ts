import { apiPaths, type ForgotPasswordBody, type PartnerType, type ForgotPasswordResult } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { ForgotPasswordResult };

/** Step 1: POST /api/partner/{type}/auth/forgot-password → the OTP challenge (userId). */
export async function requestPasswordOtp(
  type: PartnerType,
  body: ForgotPasswordBody,
): Promise<{ result: ForgotPasswordResult; message: string | undefined }> {
  const { data, message } = await api.post<ForgotPasswordResult>(apiPaths.forgotPassword(type), body);
  return { result: data, message };
}

export function useRequestPasswordOtp(type: PartnerType) {
  return useMutation({ mutationFn: (body: ForgotPasswordBody) => requestPasswordOtp(type, body) });
}
