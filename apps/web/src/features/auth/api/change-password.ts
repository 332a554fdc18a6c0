import { type ChangePasswordBody, type PartnerType, profileEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/partner/v1/{type}/profile/change-password; the client shows "Thành công". */
export async function changePassword(type: PartnerType, body: ChangePasswordBody): Promise<void> {
  await api.call(profileEndpoints.changePassword, { params: { type }, body });
}

export function useChangePassword(type: PartnerType) {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(type, body) });
}
