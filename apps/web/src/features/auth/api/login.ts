import type { LoginBody, PartnerType } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { profileQueryOptions } from '@/lib/profile';
import { sessionFromLogin, setSession } from '@/lib/session';

/**
 * Logs in (POST /api/partner/{type}/auth/login; the call: auth-calls.ts, loaded on demand), stores
 * the session and goes to `redirectTo`. The navigation starts before the session is stored, in the
 * same tick, so the login page's guard (which sends logged-in partners home) sees a navigation
 * under way and stands aside.
 */
export function useLogin(type: PartnerType, redirectTo: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (body: LoginBody) => (await import('./auth-calls')).login(type, body),
    onSuccess: (result) => {
      void navigate(redirectTo, { replace: true });
      setSession(sessionFromLogin(result));
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions(result.type).queryKey });
    },
  });
}
