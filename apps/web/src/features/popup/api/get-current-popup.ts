import { type PartnerType, popupEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { partnerQueryKey } from '@/lib/profile';

/** GET /api/partner/popup/current: the popup for the logged-in partner, or null. Silent (SPEC-NOTES 2). */
export async function getCurrentPopup(signal?: AbortSignal) {
  const { data } = await api.call(popupEndpoints.current, { signal, silent: true });
  return data ?? null;
}

export const currentPopupQueryOptions = (type: PartnerType) =>
  queryOptions({
    // Under the partner's key: dropped with the session, fetched again for the next login.
    queryKey: [...partnerQueryKey(type), 'popup'],
    queryFn: ({ signal }) => getCurrentPopup(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export function useCurrentPopup(type: PartnerType) {
  return useQuery(currentPopupQueryOptions(type));
}
