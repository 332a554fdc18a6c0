import { type LoginBody, operatorSelfEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';
import { setOperatorToken } from '../../../lib/operator-session';

/** POST /api/admin/auth/login; keeps the token as the operator session. */
export async function login(body: LoginBody) {
  return (await consoleApi.call(operatorSelfEndpoints.login, { body })).data;
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: (result) => setOperatorToken(result.token) });
}
