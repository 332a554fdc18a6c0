import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Executor } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

/*
 * Web Push (RFC 8030, 8291 payload encryption, 8292 VAPID) through the maintained `web-push`
 * library: it encrypts the payload and signs the VAPID token; this module sends the request it
 * describes with fetch (the library's own sender speaks HTTPS only, and a time-boxed fetch lets a
 * test point a subscription at a local push endpoint that decrypts what it receives).
 */

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const KEY_NAME = 'vapid_keys';

/**
 * The deployment's VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when configured; otherwise a pair
 * generated once and kept in `app_secrets` (the first instance to ask creates it, the others read it),
 * like the message-sealing key. Subscriptions are bound to the public key: it must never change.
 */
export async function loadVapidKeys(
  db: Executor,
  configured: { publicKey?: string | undefined; privateKey?: string | undefined; subject: string },
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject: configured.subject };
  }
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(appSecrets)
    .values({ name: KEY_NAME, value: JSON.stringify(fresh) })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
  const stored = row ? (JSON.parse(row.value) as Partial<VapidKeys>) : {};
  if (!stored.publicKey || !stored.privateKey) throw new Error(`app_secrets.${KEY_NAME} holds no VAPID key pair`);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: configured.subject };
}

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** What the push service answered: 2xx sent; 404/410 the subscription is gone; anything else worth a retry. */
export type PushOutcome = { ok: boolean; statusCode: number | null; error: string | null };

/** Sends one encrypted message; never throws (a network failure is an outcome without status). */
export async function sendPush(keys: VapidKeys, target: PushTarget, payload: string, timeoutMs = 15_000): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: keys,
      TTL: 24 * 3600,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const ok = res.status >= 200 && res.status < 300;
    const error = ok ? null : (await res.text().catch(() => '')).slice(0, 500) || res.statusText;
    return { ok, statusCode: res.status, error };
  } catch (err) {
    return { ok: false, statusCode: null, error: err instanceof Error ? err.message.slice(0, 500) : String(err) };
  }
}

/** 404 and 410: the push service says this subscription no longer exists. */
export const isGone = (o: PushOutcome) => o.statusCode === 404 || o.statusCode === 410;
