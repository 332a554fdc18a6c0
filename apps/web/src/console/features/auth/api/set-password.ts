import { operatorSelfEndpoints, type SetPasswordBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';

/** POST /api/admin/auth/set-password: an operator's first password, from the link `create-operator` printed. */
export async function setPassword(body: SetPasswordBody): Promise<string | undefined> {
  return (await consoleApi.call(operatorSelfEndpoints.setPassword, { body })).message;
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
