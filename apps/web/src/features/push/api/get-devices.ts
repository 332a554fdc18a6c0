import { deviceTokenEndpoints, type PartnerType } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** Every query about the account's push devices (removing or registering one refreshes them). */
export const devicesKey = (type: PartnerType) => [...partnerQueryKey(type), 'push-devices'] as const;

/**
 * GET /api/partner/device-tokens/user/{userId}?partnerCategoryType={n} (spec 1 §7): the user's push
 * devices, newest first as the server keeps them; all categories when `category` is left out.
 */
export async function getDevices(userId: string, category?: number, signal?: AbortSignal) {
  const { data } = await api.call(deviceTokenEndpoints.list, { params: { userId }, query: { partnerCategoryType: category }, signal });
  return data;
}

export const devicesQueryOptions = (type: PartnerType, userId: string) =>
  queryOptions({
    queryKey: [...devicesKey(type), userId],
    queryFn: ({ signal }) => getDevices(userId, undefined, signal),
  });

export function useDevices(type: PartnerType, userId: string | undefined) {
  return useQuery({ ...devicesQueryOptions(type, userId ?? ''), enabled: userId !== undefined && userId !== '' });
}
