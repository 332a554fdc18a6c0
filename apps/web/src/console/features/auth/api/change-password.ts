import { apiPaths, type ChangePasswordBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { consoleApi } from '../../../lib/console-api';

/** POST /api/admin/me/change-password; the client shows "Thành công". */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await consoleApi.post(apiPaths.admin.changePassword, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
