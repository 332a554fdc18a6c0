import type { LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Executor } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { type HostLookup, resolvePublicAddress, systemLookup } from './public-address.ts';

/*
 * Web Push (RFC 8030, 8291 payload encryption, 8292 VAPID) through the maintained `web-push`
 * library: it encrypts the payload and signs the VAPID token; this module decides whether the
 * subscription's endpoint may be reached at all and sends the request itself, time-boxed, to the
 * address it checked. The endpoint comes from a partner's browser, so it is a URL anyone can choose:
 * the same rule holds when a device registers and when each message leaves (a name can change its
 * address in between).
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

/** The browsers' push services: where a subscription may point in production unless PUSH_ALLOWED_HOSTS says otherwise. */
const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
];

export type PushPolicy = {
  /** Hosts an endpoint may name (a leading dot: any subdomain); undefined: any public host. */
  allowedHosts: readonly string[] | undefined;
  /** Origins exempt from every rule: a test's local push service (PUSH_TEST_ORIGINS). */
  testOrigins: readonly string[];
  /** How a name is resolved, before each registration and each send. */
  lookup: HostLookup;
};

export function pushPolicy(
  env: Pick<Env, 'NODE_ENV' | 'PUSH_ALLOWED_HOSTS' | 'PUSH_TEST_ORIGINS'>,
  lookup: HostLookup = systemLookup,
): PushPolicy {
  const listed = env.PUSH_ALLOWED_HOSTS?.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return {
    allowedHosts: listed ?? (env.NODE_ENV === 'production' ? BROWSER_PUSH_HOSTS : undefined),
    testOrigins: env.PUSH_TEST_ORIGINS,
    lookup,
  };
}

export type PushRoute =
  /** `address`: where to connect (null: a test origin, reached as named). */
  | { ok: true; url: URL; address: LookupAddress | null }
  /** `refused`: the endpoint may never be reached; otherwise its name did not resolve this time. */
  | { ok: false; refused: boolean; error: string };

/**
 * Whether a push may go to `endpoint`, and to which address: https only, a host of the allow-list
 * when there is one, never a name for this machine, and every address the name resolves to public.
 */
export async function routePush(policy: PushPolicy, endpoint: string): Promise<PushRoute> {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
  if (!url) return { ok: false, refused: true, error: 'không phải URL' };
  if (policy.testOrigins.includes(url.origin)) return { ok: true, url, address: null };
  if (url.protocol !== 'https:') return { ok: false, refused: true, error: `${url.protocol} không phải https:` };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (policy.allowedHosts && !policy.allowedHosts.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h))) {
    return { ok: false, refused: true, error: `${host} không thuộc PUSH_ALLOWED_HOSTS` };
  }
  const resolved = await resolvePublicAddress(host, policy.lookup);
  return resolved.ok ? { ok: true, url, address: resolved.address } : resolved;
}

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/**
 * What became of a message: 2xx sent; 404/410 the subscription is gone; `refused` the endpoint may
 * not be reached (nothing was sent); anything else worth a retry.
 */
export type PushOutcome = { ok: boolean; statusCode: number | null; error: string | null; refused?: true };

/** Sends one encrypted message; never throws (a network failure is an outcome without status). */
export async function sendPush(
  keys: VapidKeys,
  policy: PushPolicy,
  target: PushTarget,
  payload: string,
  timeoutMs = 15_000,
): Promise<PushOutcome> {
  const route = await routePush(policy, target.endpoint);
  if (!route.ok) return { ok: false, statusCode: null, error: route.error, ...(route.refused ? { refused: true as const } : {}) };
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
    const res = await post(route, details.headers as Record<string, string>, details.body, timeoutMs);
    const ok = res.status >= 200 && res.status < 300;
    return { ok, statusCode: res.status, error: ok ? null : res.text.slice(0, 500) || res.statusText };
  } catch (err) {
    return { ok: false, statusCode: null, error: err instanceof Error ? err.message.slice(0, 500) : String(err) };
  }
}

/** 404 and 410: the push service says this subscription no longer exists. */
export const isGone = (o: PushOutcome) => o.statusCode === 404 || o.statusCode === 410;

/** Always the checked address: a second lookup could answer differently (DNS rebinding). */
const pinned =
  (address: LookupAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };

/**
 * One POST, redirects not followed (a 3xx is an answer like any other). TLS still checks the
 * certificate against the endpoint's name.
 */
function post(
  route: Extract<PushRoute, { ok: true }>,
  headers: Record<string, string>,
  body: Buffer | null,
  timeoutMs: number,
): Promise<{ status: number; statusText: string; text: string }> {
  const send = route.url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(
      route.url,
      { method: 'POST', headers, signal: AbortSignal.timeout(timeoutMs), ...(route.address ? { lookup: pinned(route.address) } : {}) },
      (res) => {
        readSome(res).then((text) => resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', text }), reject);
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** The start of an answer's body (enough for the delivery's error); the rest is not read. */
async function readSome(res: IncomingMessage, max = 2048): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= max) break;
  }
  return Buffer.concat(chunks).toString('utf8');
}
