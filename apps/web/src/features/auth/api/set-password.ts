import { apiPaths, type PartnerType, type SetPasswordBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/partner/{type}/auth/set-password: a new staff member's first password. Returns the server's message. */
export async function setPassword(type: PartnerType, body: SetPasswordBody): Promise<string | undefined> {
  const { message } = await api.post(apiPaths.setPassword(type), body);
  return message;
}

export function useSetPassword(type: PartnerType) {
  return useMutation({ mutationFn: (body: SetPasswordBody) => setPassword(type, body) });
}
