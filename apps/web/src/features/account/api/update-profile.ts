import { type DataOf, type PartnerType, type ProfileUpdateBody, pathOf, profileEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryOptions } from '@/lib/profile';

/**
 * PUT /api/partner/v1/{type}/profile with the JSON contact form; the client shows the server's
 * "Thành công" message. The endpoint declares the path's multipart form (a supplier's whole
 * profile, which `api.call` sends as FormData); its JSON form goes through the client as JSON, at
 * the endpoint's method and path.
 */
export async function updateProfile(type: PartnerType, body: ProfileUpdateBody) {
  const update = profileEndpoints.update;
  return (await apiRequest<DataOf<typeof update>>(pathOf(update, { type }), { method: update.method, body })).data;
}

export function useUpdateProfile(type: PartnerType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => updateProfile(type, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(type).queryKey }),
  });
}
