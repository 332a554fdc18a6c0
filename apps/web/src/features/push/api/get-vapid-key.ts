import { deviceTokenEndpoints } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/partner/device-tokens/vapid-public-key: the key a subscription is made for (URL-safe base64). */
export async function getVapidPublicKey(): Promise<string> {
  const { data } = await api.call(deviceTokenEndpoints.vapidPublicKey);
  return data.publicKey;
}
