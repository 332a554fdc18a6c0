import type { PartnerType, SetPasswordBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';

/** POST /api/partner/{type}/auth/set-password: a new staff member's first password (the call: auth-calls.ts, loaded on demand). */
export function useSetPassword(type: PartnerType) {
  return useMutation({
    mutationFn: async (body: SetPasswordBody) => (await import('./auth-calls')).setPassword(type, body),
  });
}
