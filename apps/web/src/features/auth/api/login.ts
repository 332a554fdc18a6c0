import { apiPaths, type LoginBody, type LoginResult, type PartnerType } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { profileQueryOptions } from '@/lib/profile';
import { sessionFromLogin, setSession } from '@/lib/session';

/** POST /api/partner/{type}/auth/login. A wrong password is a 401 the client reports as "Thất bại". */
export async function login(type: PartnerType, body: LoginBody): Promise<LoginResult> {
  const { data } = await api.post<LoginResult>(apiPaths.login(type), body);
  return data;
}

/**
 * Logs in, stores the session and goes to `redirectTo`. The navigation starts before the
 * session is stored, in the same tick, so the login page's guard (which sends logged-in
 * partners home) sees a navigation under way and stands aside.
 */
export function useLogin(type: PartnerType, redirectTo: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: LoginBody) => login(type, body),
    onSuccess: (result) => {
      void navigate(redirectTo, { replace: true });
      setSession(sessionFromLogin(result));
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions(result.type).queryKey });
    },
  });
}
