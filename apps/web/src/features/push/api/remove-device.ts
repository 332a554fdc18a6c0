import { deviceTokenEndpoints, type PartnerType } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { devicesKey } from './get-devices';

/** DELETE /api/partner/device-tokens/{id}: the device no longer receives push (a failure raises the client's "Lỗi"). */
export async function removeDevice(id: string): Promise<void> {
  await api.call(deviceTokenEndpoints.remove, { params: { id } });
}

/** Success or not (it may have gone meanwhile), the list is read again. */
export function useRemoveDevice(type: PartnerType, onRemoved?: (id: string) => Promise<void> | void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await removeDevice(id);
      await onRemoved?.(id);
    },
    onSettled: () => client.invalidateQueries({ queryKey: devicesKey(type) }),
  });
}
