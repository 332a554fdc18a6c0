import { type DataOf, notificationDeskEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys } from '../../../lib/console-api';

/** The desk's device row (deskPartnerDeviceListSchema): a device and its account; the token is withheld. */
export type PartnerDevice = DataOf<typeof notificationDeskEndpoints.partnerDevices>[number];

/** GET /api/admin/notifications/partners/{id}/devices: the push devices of a partner's accounts. */
export async function getPartnerDevices(partnerId: string) {
  return (await consoleApi.call(notificationDeskEndpoints.partnerDevices, { params: { id: partnerId } })).data;
}

export const partnerDevicesQueryOptions = (partnerId: string) =>
  queryOptions({ queryKey: [...consoleKeys.notifications(), 'devices', partnerId], queryFn: () => getPartnerDevices(partnerId) });

export const usePartnerDevices = (partnerId: string) => useQuery(partnerDevicesQueryOptions(partnerId));
