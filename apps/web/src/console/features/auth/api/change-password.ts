import { type ChangePasswordBody, operatorSelfEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';

/** POST /api/admin/me/change-password; the client shows "Thành công". */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await consoleApi.call(operatorSelfEndpoints.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
