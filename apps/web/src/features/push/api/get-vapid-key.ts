import { apiPaths } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/partner/device-tokens/vapid-public-key: the key a subscription is made for (URL-safe base64). */
export async function getVapidPublicKey(): Promise<string> {
  const { data } = await api.get<{ publicKey: string }>(apiPaths.deviceTokens.vapidPublicKey);
  return data.publicKey;
}
