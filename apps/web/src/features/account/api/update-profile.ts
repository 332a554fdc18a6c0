import { apiPaths, type PartnerType, type Profile, type ProfileUpdateBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryOptions } from '@/lib/profile';

/** PUT /api/partner/v1/{type}/profile; the client shows the server's "Thành công" message. */
export async function updateProfile(type: PartnerType, body: ProfileUpdateBody): Promise<Profile | undefined> {
  const { data } = await api.put<Profile | undefined>(apiPaths.profile(type), body);
  return data;
}

export function useUpdateProfile(type: PartnerType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => updateProfile(type, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(type).queryKey }),
  });
}
