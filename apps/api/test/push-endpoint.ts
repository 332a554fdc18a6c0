import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// The Encrypted Content-Encoding reference implementation (RFC 8188) that `web-push` itself uses.
import ece from 'http_ece';

/**
 * A push service on 127.0.0.1 speaking the real Web Push protocol: each subscription it hands out
 * has its own P-256 key pair and auth secret, as a browser's has; a message POSTed to it is checked
 * (VAPID token signed with the key it names, for this audience, not expired; aes128gcm) and
 * decrypted with the subscription's private key. A subscription can be told to answer 410 (gone)
 * or 500 (a failing service) instead of 201.
 */

export type PushSubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } };
export type ReceivedPush = { payload: Record<string, unknown>; vapidKey: string; ttl: string | undefined };
export type PushInbox = {
  subscription: PushSubscriptionJson;
  /** What the browser would have shown, decrypted, in arrival order. */
  received: ReceivedPush[];
  /** Refused messages (bad token, undecryptable) with why. */
  refused: string[];
  /** The status this subscription answers (201 by default). */
  status: number;
};
export type PushEndpoint = {
  url: string;
  subscribe: () => PushInbox;
  close: () => Promise<void>;
};

const b64url = (buf: Buffer) => buf.toString('base64url');

function checkVapid(header: string | undefined, audience: string): { ok: true; key: string } | { ok: false; why: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return { ok: false, why: `no VAPID authorization: ${header}` };
  const [, token = '', key = ''] = match;
  const [head = '', body = '', sig = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { ok: false, why: 'VAPID key is not an uncompressed P-256 point' };
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'),
  );
  if (!signed) return { ok: false, why: 'VAPID signature does not verify' };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== audience) return { ok: false, why: `VAPID audience ${claims.aud} is not ${audience}` };
  if (!claims.exp || claims.exp * 1000 < Date.now()) return { ok: false, why: 'VAPID token expired' };
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return { ok: false, why: 'VAPID subject missing' };
  return { ok: true, key };
}

/**
 * `port`: a fixed one when the server under test must be told the origin before this starts (its
 * PUSH_TEST_ORIGINS, the only way a plain-HTTP endpoint on 127.0.0.1 is let through); else any free one.
 */
export async function startPushEndpoint(port = 0): Promise<PushEndpoint> {
  const inboxes = new Map<string, PushInbox & { ecdh: ReturnType<typeof createECDH> }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const inbox = inboxes.get(req.url ?? '');
      if (!inbox || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const vapid = checkVapid(req.headers.authorization, url);
      if (!vapid.ok) {
        inbox.refused.push(vapid.why);
        res.writeHead(403).end(vapid.why);
        return;
      }
      if (inbox.status !== 201) {
        res.writeHead(inbox.status).end('refused on purpose');
        return;
      }
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        const clear = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: inbox.ecdh,
          authSecret: inbox.subscription.keys.auth,
        }) as Buffer;
        inbox.received.push({
          payload: JSON.parse(clear.toString('utf8')),
          vapidKey: vapid.key,
          ttl: req.headers.ttl as string | undefined,
        });
        res.writeHead(201).end();
      } catch (err) {
        inbox.refused.push(err instanceof Error ? err.message : String(err));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const inbox = {
        ecdh,
        subscription: { endpoint: `${url}${path}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(randomBytes(16)) } },
        received: [],
        refused: [],
        status: 201,
      };
      inboxes.set(path, inbox);
      return inbox;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
