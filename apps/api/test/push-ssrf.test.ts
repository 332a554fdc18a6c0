import { createECDH, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { RequestOptions } from 'node:http';
import https from 'node:https';
import net, { type AddressInfo, isIP } from 'node:net';
import { deviceTokenEndpoints, NOTIFICATION_MSG } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { notificationDeliveries, pushDevices, users } from '../src/db/schema.ts';
import { readEnv } from '../src/env.ts';
import { type HostLookup, isPublicAddress, systemLookup } from '../src/lib/public-address.ts';
import { pushPolicy, routePush, sendPush } from '../src/lib/web-push.ts';
import { notify } from '../src/modules/notifications/notifications-service.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

/**
 * A push subscription's endpoint is a URL the partner's browser hands over, so anyone can choose it:
 * the server must never be made to post inside its own network. Registration refuses internal
 * addresses, names for this machine and plain HTTP; each send resolves the name again and refuses it
 * when it now points inside (DNS rebinding), before any connection. The app here is a default one:
 * no test origin is let through.
 */

// A name a test sets answers what it says (the .test ones exist nowhere else); any other goes to the
// system's resolver. The app and the policies below resolve through it, as they would through DNS.
const dnsAnswers = new Map<string, string>();
const lookup: HostLookup = async (hostname) => {
  const address = dnsAnswers.get(hostname);
  return address === undefined ? systemLookup(hostname) : [{ address, family: isIP(address) }];
};

let t: TestApp;
let token: string;
let owner: { id: string; partnerId: string };
/** A listener on 127.0.0.1 that counts every connection, TLS or not. */
let inside: net.Server;
let hits = 0;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { lookup });
  token = await login(t.app, 'provider', 'ncc_demo2');
  const [row] = await t.database.db.select({ id: users.id, partnerId: users.partnerId }).from(users).where(eq(users.username, 'ncc_demo2'));
  if (!row?.partnerId) throw new Error('ncc_demo2');
  owner = { id: row.id, partnerId: row.partnerId };
  inside = net.createServer((socket) => {
    hits++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => inside.close(resolve));
});

const port = () => (inside.address() as AddressInfo).port;
/** A browser's keys: real ones, so that nothing but the endpoint could stop a message. */
const KEYS = (() => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
})();
const register = (endpoint: string) =>
  t.app.inject({
    method: 'POST',
    url: deviceTokenEndpoints.register.path,
    headers: bearer(token),
    payload: { token: JSON.stringify({ endpoint, keys: KEYS }), deviceInfo: 'Trình duyệt thử' },
  });
const devicesAt = (endpoint: string) => t.database.db.select().from(pushDevices).where(eq(pushDevices.endpoint, endpoint));

describe('registering a device', () => {
  it('refuses an endpoint inside the network, on this machine or over plain HTTP, and stores nothing', async () => {
    dnsAnswers.set('loopback.rebind.test', '127.0.0.1');
    dnsAnswers.set('metadata.rebind.test', '169.254.169.254');
    const endpoints = [
      `http://127.0.0.1:${port()}/anything`,
      `https://127.0.0.1:${port()}/anything`,
      'https://127.1/x', // 127.0.0.1 in a short form the URL parser expands
      'https://2130706433/x', // 127.0.0.1 as one number
      'https://10.0.0.1/x',
      'https://172.16.5.4/x',
      'https://192.168.1.1/x',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://224.0.0.1/x',
      'https://255.255.255.255/x',
      'https://[::1]/x',
      'https://[::]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:a9fe:a9fe]/x', // 169.254.169.254, mapped
      'https://[fe80::1]/x',
      'https://[fd00::1]/x',
      'https://[ff02::1]/x',
      'https://[64:ff9b::7f00:1]/x', // NAT64 of 127.0.0.1
      'http://example.com/push/abc',
      `https://localhost:${port()}/x`,
      'https://LOCALHOST./x',
      'https://push.localhost/x',
      'https://loopback.rebind.test/x',
      'https://metadata.rebind.test/x',
    ];
    const before = await t.database.db.select().from(pushDevices);
    for (const endpoint of endpoints) {
      const res = await register(endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json(), endpoint).toMatchObject({ message: NOTIFICATION_MSG.token, errors: { token: [NOTIFICATION_MSG.token] } });
      expect(await devicesAt(endpoint), endpoint).toEqual([]);
    }
    expect(await t.database.db.select().from(pushDevices)).toHaveLength(before.length);
    expect(hits).toBe(0);
  });

  it('keeps a public https endpoint', async () => {
    dnsAnswers.set('push.public.test', '93.184.215.14');
    const endpoint = 'https://push.public.test/send/abc';
    expect((await register(endpoint)).statusCode).toBe(200);
    expect(await devicesAt(endpoint)).toHaveLength(1);
    // The sends below are about the other devices (and must not reach out to this one).
    await t.database.db.delete(pushDevices).where(eq(pushDevices.endpoint, endpoint));
  });
});

describe('sending', () => {
  /** A device stored as if it had registered before its name changed address. */
  async function storedDevice(endpoint: string, deviceInfo: string) {
    const [row] = await t.database.db
      .insert(pushDevices)
      .values({
        userId: owner.id,
        partnerCategoryType: 2,
        token: JSON.stringify({ endpoint, keys: KEYS }),
        endpoint,
        ...KEYS,
        deviceInfo,
      })
      .returning();
    if (!row) throw new Error('no device');
    return row;
  }

  /** The device's delivery once its first try is recorded, whatever the try came to. */
  const tried = (deviceInfo: string) =>
    vi.waitFor(
      async () => {
        const [row] = await t.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.target, deviceInfo));
        if (!row || row.attempts === 0) throw new Error(`${deviceInfo}: not tried (${JSON.stringify(row)})`);
        return row;
      },
      { timeout: 15_000, interval: 50 },
    );

  it('resolves the name again and refuses it when it now points inside: no connection, the delivery says why, the device goes', async () => {
    // Registered while its name pointed outside…
    dnsAnswers.set('push.rebind.test', '93.184.215.14');
    const rebound = `https://push.rebind.test:${port()}/send/1`;
    expect((await register(rebound)).statusCode).toBe(200);
    const [registered] = await devicesAt(rebound);
    await t.database.db.update(pushDevices).set({ deviceInfo: 'Đổi địa chỉ sau khi đăng ký' }).where(eq(pushDevices.id, registered!.id));
    // …which now points at this machine, as do the stored ones below.
    dnsAnswers.set('push.rebind.test', '127.0.0.1');
    const local = await storedDevice(`https://localhost:${port()}/x`, 'Máy chủ này');
    const literal = await storedDevice(`https://127.0.0.1:${port()}/x`, 'Địa chỉ nội bộ');
    const plain = await storedDevice('http://example.com/push', 'HTTP không mã hóa');

    await t.database.db.transaction((tx) =>
      notify({ jobs: t.jobs.queue, mailer: t.jobs.mailer, env: { publicUrl: 'http://localhost:3000' } }, tx, {
        partnerId: owner.partnerId,
        area: 'announcements',
        kind: 'broadcast',
        title: 'Thông báo thử',
        email: false,
      }),
    );

    const targets = ['Đổi địa chỉ sau khi đăng ký', 'Máy chủ này', 'Địa chỉ nội bộ', 'HTTP không mã hóa'];
    const deliveries = await Promise.all(targets.map(tried));
    expect(hits).toBe(0);
    for (const [i, delivery] of deliveries.entries()) {
      const target = targets[i];
      expect(delivery, target).toMatchObject({ status: 'gone', statusCode: null, attempts: 1, deviceId: null });
      expect(delivery.error, target).toContain(NOTIFICATION_MSG.endpointRefused);
    }
    for (const id of [registered!.id, local.id, literal.id, plain.id]) {
      expect(await t.database.db.select().from(pushDevices).where(eq(pushDevices.id, id))).toEqual([]);
    }
  });
});

describe('the connection', () => {
  it('goes to the address that was checked, never to a second answer for the name', async () => {
    dnsAnswers.set('push.pinned.test', '93.184.215.14');
    let options: RequestOptions | undefined;
    // The request is stopped before it leaves: what matters is where it was told to connect.
    const request = vi.spyOn(https, 'request').mockImplementationOnce(((_url: URL, opts: RequestOptions) => {
      options = opts;
      const req = new EventEmitter() as EventEmitter & { end: () => void };
      req.end = () => req.emit('error', new Error('stopped before connecting'));
      return req;
    }) as unknown as typeof https.request);
    try {
      const outcome = await sendPush(
        { ...webpush.generateVAPIDKeys(), subject: 'mailto:hotro@ytesaigon.vn' },
        pushPolicy(readEnv({}), lookup),
        { endpoint: 'https://push.pinned.test/send/1', ...KEYS },
        '{}',
      );
      expect(outcome).toMatchObject({ ok: false, statusCode: null, error: 'stopped before connecting' });
    } finally {
      request.mockRestore();
    }
    // The name now answers this machine; the connection still asks the checked address only.
    dnsAnswers.set('push.pinned.test', '127.0.0.1');
    const pinned = options?.lookup;
    if (!pinned) throw new Error('the request resolves the name itself');
    const all = await new Promise((resolve) => pinned('push.pinned.test', { all: true }, (_err, addresses) => resolve(addresses)));
    expect(all).toEqual([{ address: '93.184.215.14', family: 4 }]);
    const one = await new Promise((resolve) => pinned('push.pinned.test', {}, (_err, address, family) => resolve([address, family])));
    expect(one).toEqual(['93.184.215.14', 4]);
  });
});

describe('the rule', () => {
  it('lets public unicast addresses through and nothing internal', () => {
    for (const a of ['8.8.8.8', '142.250.66.10', '2001:4860:4860::8888', '2a00:1450:4001:80b::200a', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(a), a).toBe(true);
    }
    for (const a of ['127.0.0.1', '10.1.2.3', '172.31.255.255', '192.168.0.1', '100.127.0.1', '169.254.169.254', '0.0.0.0', '::', '::1']) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    for (const a of [
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    for (const a of ['', 'localhost', '[::1]', '1.2.3']) expect(isPublicAddress(a), a).toBe(false);
  });

  it('exempts only the test origins named, never in production, and keeps PUSH_ALLOWED_HOSTS on top', async () => {
    const testing = pushPolicy(readEnv({ PUSH_TEST_ORIGINS: `http://127.0.0.1:${port()}` }), lookup);
    expect(await routePush(testing, `http://127.0.0.1:${port()}/push/1`)).toMatchObject({ ok: true, address: null });
    expect(await routePush(testing, `http://127.0.0.1:${port() + 1}/push/1`)).toMatchObject({ ok: false, refused: true });
    expect(await routePush(testing, `http://localhost:${port()}/push/1`)).toMatchObject({ ok: false, refused: true });
    expect(() => readEnv({ NODE_ENV: 'production', PUSH_TEST_ORIGINS: 'http://127.0.0.1:4000' })).toThrow(/PUSH_TEST_ORIGINS/);

    // What a fresh `npm start` reads: no test origin.
    const fresh = pushPolicy(readEnv({}), lookup);
    expect(fresh.testOrigins).toEqual([]);
    expect(await routePush(fresh, `http://127.0.0.1:${port()}/push/1`)).toMatchObject({ ok: false, refused: true });

    dnsAnswers.set('fcm.googleapis.com', '142.250.66.10');
    dnsAnswers.set('push.example.test', '93.184.215.14');
    const production = pushPolicy(readEnv({ NODE_ENV: 'production' }), lookup);
    expect(await routePush(production, 'https://fcm.googleapis.com/fcm/send/abc')).toMatchObject({
      ok: true,
      address: { address: '142.250.66.10' },
    });
    expect(await routePush(production, 'https://push.example.test/x')).toMatchObject({ ok: false, refused: true });
    const listed = pushPolicy(readEnv({ PUSH_ALLOWED_HOSTS: '.example.test' }), lookup);
    expect(await routePush(listed, 'https://push.example.test/x')).toMatchObject({ ok: true });
    expect(await routePush(listed, 'https://fcm.googleapis.com/fcm/send/abc')).toMatchObject({ ok: false, refused: true });
    // The allow-list never lets an internal address through.
    dnsAnswers.set('inside.example.test', '10.0.0.7');
    expect(await routePush(listed, 'https://inside.example.test/x')).toMatchObject({ ok: false, refused: true });
  });
});
