import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  LIVE_PATHS,
  MSG,
  notificationDeskEndpoints,
  orderDeskEndpoints,
  readSse,
  operatorSelfEndpoints,
  authEndpoints,
  pathOf,
  accountEndpoints,
  profileEndpoints,
} from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { withDatabase } from './global-setup.ts';
import { S3Storage } from '../src/lib/storage-s3.ts';
import { sweepStorage } from '../src/lib/storage-sweep.ts';
import { DEMO_PASSWORD, readJson, SAMPLE_FILES, settled, storedIds } from './helpers.ts';
import { hasNginx, type Nginx, startNginx } from './nginx.ts';
import { reachable } from './reachable.ts';
import { type S3Server, startS3Server } from './s3-server.ts';
import { type ServerProcess, startServer } from './server-process.ts';

/**
 * Two API processes on two ports, one PostgreSQL, one Redis, one S3-compatible object store (each
 * its own DATA_DIR: nothing shared on disk), and Debian's nginx in front with the checked-in
 * docs/nginx/portal.conf: what one instance does, the other sees. Needs Redis (REDIS_URL, or
 * 127.0.0.1:6379) and nginx (`.ci/run` installs it); skipped without them.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const hasRedis = await reachable(REDIS_URL, 6379);
const servers: ServerProcess[] = [];
let urls: string[] = [];
let dbName = '';
const dataDirs: string[] = [];
let s3: S3Server;
let nginx: Nginx;

describe.skipIf(!hasRedis || !hasNginx)('two instances behind nginx, sharing PostgreSQL, Redis and an object store', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    dbName = `portal_tmi${randomBytes(3).toString('hex')}_${inject('pgTemplate').split('_').pop()}`;
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    s3 = await startS3Server();
    for (let i = 0; i < 2; i++) dataDirs.push(await mkdtemp(path.join(tmpdir(), 'portal-instance-')));
    const env = (dataDir: string) => ({
      DATABASE_URL: withDatabase(inject('pgAdminUrl'), dbName),
      REDIS_URL,
      DATA_DIR: dataDir,
      ...s3.env,
      TRUST_PROXY: '127.0.0.1',
      LOGIN_RATE_MAX: '3',
      // Redis outlives a run: earlier runs' attempts from 127.0.0.1 must not spend this one's address limits.
      LOGIN_ADDRESS_RATE_MAX: '100000',
      REGISTER_RATE_MAX: '100000',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    });
    servers.push(...(await Promise.all(dataDirs.map((dir) => startServer(env(dir))))));
    urls = servers.map((s) => s.base);
    nginx = await startNginx(urls.map((u) => new URL(u).host));
  }, 60_000);

  afterAll(async () => {
    await nginx?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await s3?.close();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  });

  const [a, b] = [() => urls[0]!, () => urls[1]!];
  const json = (base: string, url: string, body: unknown, token?: string) =>
    fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  /** A provider's registration form with one licence file. */
  const registration = (username: string, pdf: Buffer) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      username,
      password: 'Moi@2026x',
      confirmPassword: 'Moi@2026x',
      supplierName: 'Công ty Hai Máy',
      ownerName: 'Lê Văn Hai',
      taxCode: `0${randomBytes(5).readUIntBE(0, 5)}`.padEnd(10, '7').slice(0, 10),
      phone: '0912000111',
      email: `${username}@vidu.vn`,
      introducerName: 'Phạm Thị Lan',
    }))
      form.append(k, v);
    form.append('BusinessLicenseFile[]', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'giay-phep.pdf');
    return form;
  };

  /**
   * An instance that kept a session forgets it when PostgreSQL delivers the change's notification,
   * a few milliseconds after the commit: waited on, as a state (a kept copy would last 30 s).
   */
  const forgotten = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000, interval: 10 });

  it('a login on one works on the other, and a logout on one ends it on both', async () => {
    const res = await json(a(), pathOf(authEndpoints.login, { type: 'provider' }), { username: 'ncc_demo', password: DEMO_PASSWORD });
    const { token } = (await readJson(res)).data;
    const onB = await fetch(b() + pathOf(profileEndpoints.read, { type: 'provider' }), { headers: { authorization: `Bearer ${token}` } });
    expect(onB.status).toBe(200);
    expect((await readJson(onB)).data.username).toBe('ncc_demo');
    expect((await json(a(), pathOf(profileEndpoints.logout, { type: 'provider' }), {}, token)).status).toBe(200);
    expect(
      (await fetch(a() + pathOf(profileEndpoints.read, { type: 'provider' }), { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
    // B kept the session (modules/auth/session-cache.ts) and forgets it at the database's notification.
    await forgotten(async () => {
      expect(
        (await fetch(b() + pathOf(profileEndpoints.read, { type: 'provider' }), { headers: { authorization: `Bearer ${token}` } })).status,
      ).toBe(401);
    });
  });

  it('"log out from all devices" on one ends the other sessions on both at once, and keeps the caller\'s', async () => {
    const signIn = async (base: string) =>
      (
        await readJson(
          await json(base, pathOf(authEndpoints.login, { type: 'company' }), { username: 'dn_demo_sub', password: DEMO_PASSWORD }),
        )
      ).data.token as string;
    const here = await signIn(a());
    const elsewhere = await signIn(b());
    const profileOn = (base: string, token: string) =>
      fetch(base + pathOf(profileEndpoints.read, { type: 'company' }), { headers: { authorization: `Bearer ${token}` } });
    expect((await profileOn(b(), elsewhere)).status).toBe(200);
    const ended = await json(a(), pathOf(accountEndpoints.endOtherSessions, { type: 'company' }), {}, here);
    expect(ended.status).toBe(200);
    expect((await readJson(ended)).data).toEqual({ count: 1 });
    expect((await profileOn(a(), elsewhere)).status).toBe(401);
    await forgotten(async () => expect((await profileOn(b(), elsewhere)).status).toBe(401));
    expect((await profileOn(b(), here)).status).toBe(200);
  });

  it('counts failed logins across both instances', async () => {
    const username = `khach_${randomBytes(4).toString('hex')}`;
    const attempt = (base: string) => json(base, pathOf(authEndpoints.login, { type: 'company' }), { username, password: 'Sai@12345' });
    expect((await attempt(a())).status).toBe(401);
    expect((await attempt(b())).status).toBe(401);
    expect((await attempt(a())).status).toBe(401);
    const fourth = await attempt(b());
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ message: MSG.tooManyAttempts });
  });

  it('tests at most the limit of passwords when 80 wrong logins arrive at once through nginx', async () => {
    const username = `khach_${randomBytes(4).toString('hex')}`;
    const answers = await Promise.all(
      Array.from({ length: 80 }, () =>
        json(nginx.base, pathOf(authEndpoints.login, { type: 'company' }), { username, password: 'Sai@12345' }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    // nginx spreads them over both servers (least_conn), which count in one Redis.
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(77);
  });

  it('a file uploaded through one downloads through the other', async () => {
    const username = `ncc_${randomBytes(3).toString('hex')}`;
    const form = registration(username, SAMPLE_FILES.pdf);
    const reg = await fetch(a() + pathOf(authEndpoints.register, { type: 'provider' }), { method: 'POST', body: form });
    expect(reg.status, await reg.clone().text()).toBe(200);
    const db = new pg.Client({ connectionString: withDatabase(inject('pgAdminUrl'), dbName) });
    await db.connect();
    // Approved by hand: the account and its partner (login checks both).
    await db.query(`UPDATE users SET status = 'active' WHERE username = $1`, [username]);
    await db.query(`UPDATE partners SET status = 'active' WHERE id = (SELECT partner_id FROM users WHERE username = $1)`, [username]);
    await db.end();
    const { token } = (
      await readJson(await json(b(), pathOf(authEndpoints.login, { type: 'provider' }), { username, password: 'Moi@2026x' }))
    ).data;
    const listed = await fetch(`${b()}${pathOf(profileEndpoints.licenseFiles, { type: 'provider' })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const list = (await readJson(listed)).data as unknown as Array<{ id: string }>;
    expect(list).toHaveLength(1);
    const file = await fetch(`${b()}${pathOf(profileEndpoints.licenseFile, { type: 'provider', id: String(list[0]?.id) })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(SAMPLE_FILES.pdf)).toBe(true);
  });
  it('nginx spreads requests over both instances, and a session holds on either', async () => {
    const res = await json(nginx.base, pathOf(authEndpoints.login, { type: 'company' }), { username: 'dn_demo', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    const { token } = (await readJson(res)).data;
    const served = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const read = await fetch(nginx.base + pathOf(profileEndpoints.read, { type: 'company' }), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(read.status).toBe(200);
      served.add(String(read.headers.get('x-upstream')));
    }
    expect([...served].sort()).toEqual(urls.map((u) => new URL(u).host).sort());
  });

  it('a live stream opened through nginx hears, as it happens, a change made on the other instance', async () => {
    const ctv = (
      await readJson(
        await json(nginx.base, pathOf(authEndpoints.login, { type: 'collaborator' }), { username: 'ctv_demo', password: DEMO_PASSWORD }),
      )
    ).data.token as string;
    const care = (await readJson(await json(a(), operatorSelfEndpoints.login.path, { username: 'qt_cskh', password: DEMO_PASSWORD }))).data
      .token as string;
    const abort = new AbortController();
    const stream = await fetch(nginx.base + LIVE_PATHS.partner, { headers: { authorization: `Bearer ${ctv}` }, signal: abort.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // The desk acts through the instance that does not hold the stream.
    const holder = String(stream.headers.get('x-upstream'));
    const other = urls.find((u) => new URL(u).host !== holder)!;
    const heard: string[] = [];
    let connected = false;
    const reading = readSse(stream.body!, (item) => {
      if (item === 'comment') connected = true;
      else heard.push((JSON.parse(item.data) as { topic: string }).topic);
    }).catch(() => undefined);
    try {
      // nginx passes the first line on at once (no buffering of the answer).
      await vi.waitFor(() => expect(connected).toBe(true), { timeout: 10_000, interval: 20 });
      const db = new pg.Client({ connectionString: withDatabase(inject('pgAdminUrl'), dbName) });
      await db.connect();
      const { rows } = await db.query(
        `select o.id from medical_orders o join users u on u.partner_id = o.partner_id
         where u.username = 'ctv_demo' and o.status = 1 order by o.no limit 1`,
      );
      await db.end();
      const moved = await json(other, pathOf(orderDeskEndpoints.status, { id: rows[0].id }), { status: 2 }, care);
      expect(moved.status).toBe(200);
      await vi.waitFor(() => expect(heard).toContain('orders'), { timeout: 10_000, interval: 20 });
    } finally {
      abort.abort();
      await reading;
    }
  });

  it('runs each fan-out once, and keeps one of each recurring job waiting', async () => {
    const login = await json(nginx.base, operatorSelfEndpoints.login.path, { username: 'qt_noidung', password: DEMO_PASSWORD });
    const { token } = (await readJson(login)).data;
    const sent = await json(
      nginx.base,
      notificationDeskEndpoints.broadcast.path,
      { title: 'Bảo trì hệ thống', body: 'Cổng tạm ngưng 22:00–23:00.', link: '/tin-tuc', audienceType: 'collaborator' },
      token,
    );
    expect(sent.status).toBe(200);
    const broadcastId = (await readJson(sent)).data.id as string;
    const db = new pg.Client({ connectionString: withDatabase(inject('pgAdminUrl'), dbName) });
    await db.connect();
    try {
      const { rows: audience } = await db.query(`SELECT id FROM partners WHERE type = 'collaborator' AND status = 'active'`);
      expect(audience.length).toBeGreaterThan(1);
      const counts = () =>
        db.query<{ partner_id: string; n: number }>(
          'SELECT partner_id, count(*)::int AS n FROM notifications WHERE broadcast_id = $1 GROUP BY partner_id',
          [broadcastId],
        );
      const rows = await settled(
        async () => (await counts()).rows,
        (r) => r.length >= audience.length,
        'every inbox',
        30_000,
      );
      expect(rows.map((r) => r.partner_id).sort()).toEqual(audience.map((r) => r.id).sort());
      expect(rows.every((r) => r.n === 1)).toBe(true);
      // Both instances queued every recurring job at start; one of each waits for its time.
      const recurring = ['notification.prune', 'storage.sweep', 'debts.report-schedule', 'debts.reminders'];
      const waiting = async () =>
        (
          await db.query<{ name: string; n: number }>(
            `SELECT name, count(*)::int AS n FROM pgboss.job WHERE name = ANY($1) AND state IN ('created', 'active', 'retry') GROUP BY name ORDER BY name`,
            [recurring],
          )
        ).rows;
      const jobs = await settled(
        waiting,
        (j) => j.length === recurring.length && j.every((x) => x.n === 1),
        'one of each recurring job',
        30_000,
      );
      expect(jobs).toEqual([...recurring].sort().map((name) => ({ name, n: 1 })));
    } finally {
      await db.end();
    }
  });

  // Last: it kills the first instance.
  it('killing an instance mid-upload loses nothing the client was told was saved', async () => {
    // 2 MB licences: large enough that several are on their way when the instance dies.
    const pdf = Buffer.concat([SAMPLE_FILES.pdf, Buffer.from(' '.repeat(2 * 1024 * 1024))]);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const usernames = Array.from({ length: 12 }, (_, i) => `ncc_kill${i}_${randomBytes(2).toString('hex')}`);
    let answered!: () => void;
    const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
    const outcomes = usernames.map(async (username) => {
      try {
        const res = await fetch(nginx.base + pathOf(authEndpoints.register, { type: 'provider' }), {
          method: 'POST',
          body: registration(username, pdf),
        });
        answered();
        return { username, status: res.status };
      } catch {
        answered();
        return { username, status: 0 };
      }
    });
    await firstAnswer;
    await servers[0]!.stop('SIGKILL');
    const results = await Promise.all(outcomes);
    const saved = results.filter((r) => r.status === 200).map((r) => r.username);
    expect(saved.length).toBeGreaterThan(0);
    // The surviving instance takes new work through the same address.
    const after = await fetch(nginx.base + pathOf(authEndpoints.register, { type: 'provider' }), {
      method: 'POST',
      body: registration(`ncc_sau_${randomBytes(2).toString('hex')}`, pdf),
    });
    expect(after.status).toBe(200);

    const db = new pg.Client({ connectionString: withDatabase(inject('pgAdminUrl'), dbName) });
    await db.connect();
    const store = new S3Storage(s3.options);
    try {
      const { rows } = await db.query<{ username: string; id: string; sha256: string }>(
        `SELECT u.username, f.id, f.sha256 FROM users u JOIN files f ON f.partner_id = u.partner_id WHERE u.username = ANY($1)`,
        [saved],
      );
      expect(rows.map((r) => r.username).sort()).toEqual([...saved].sort());
      for (const row of rows) {
        expect(row.sha256).toBe(sha256);
        const hash = createHash('sha256');
        for await (const chunk of await store.open(row.id)) hash.update(chunk as Buffer);
        expect(hash.digest('hex')).toBe(sha256);
      }
      // What the dead instance had stored without a row is swept; every row keeps its object.
      const committed = async (ids: string[]) =>
        new Set((await db.query<{ id: string }>('SELECT id FROM files WHERE id = ANY($1)', [ids])).rows.map((r) => r.id));
      await sweepStorage(store, committed, 0);
      const objects = await storedIds(store);
      expect(await committed(objects)).toEqual(new Set(objects));
      for (const row of rows) expect(objects).toContain(row.id);
    } finally {
      await db.end();
    }
  });
});
