import { type DeviceRegister, deviceTokenEndpoints } from '@portal/contract';
import { api } from '@/lib/api-client';

/**
 * POST /api/partner/device-tokens/register (spec 1 §7). Silent: a failure is told by the push
 * toasts (spec 1 §8 "device registration errors"), and a success by nothing (device-token calls
 * never raise "Thành công").
 */
export async function registerDevice(body: DeviceRegister) {
  const { data } = await api.call(deviceTokenEndpoints.register, { body, silent: true });
  return data;
}
