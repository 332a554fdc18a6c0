import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths, MSG } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from './global-setup.ts';
import { DEMO_PASSWORD, readJson, SAMPLE_FILES } from './helpers.ts';
import { type ServerProcess, startServer } from './server-process.ts';

/**
 * Two API processes on two ports, one PostgreSQL, one Redis, one storage folder: what one
 * instance does, the other sees. Needs Redis (REDIS_URL, or 127.0.0.1:6379); skipped without it.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: u.hostname, port: Number(u.port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const hasRedis = await reachable(REDIS_URL);
const servers: ServerProcess[] = [];
let urls: string[] = [];
let dbName = '';
let dataDir = '';

describe.skipIf(!hasRedis)('two instances sharing PostgreSQL, Redis and storage', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    dbName = `portal_tmi${randomBytes(3).toString('hex')}_${inject('pgTemplate').split('_').pop()}`;
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-shared-'));
    const env = {
      DATABASE_URL: withDatabase(inject('pgAdminUrl'), dbName),
      REDIS_URL,
      DATA_DIR: dataDir,
      LOGIN_RATE_MAX: '3',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    };
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    urls = servers.map((s) => s.base);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
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

  it('a login on one works on the other, and a logout on one ends it on both', async () => {
    const res = await json(a(), apiPaths.login('provider'), { username: 'ncc_demo', password: DEMO_PASSWORD });
    const { token } = (await readJson(res)).data;
    const onB = await fetch(b() + apiPaths.profile('provider'), { headers: { authorization: `Bearer ${token}` } });
    expect(onB.status).toBe(200);
    expect((await readJson(onB)).data.username).toBe('ncc_demo');
    expect((await json(a(), apiPaths.logout('provider'), {}, token)).status).toBe(200);
    expect((await fetch(b() + apiPaths.profile('provider'), { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('"log out from all devices" on one ends the other sessions on both at once, and keeps the caller\'s', async () => {
    const signIn = async (base: string) =>
      (await readJson(await json(base, apiPaths.login('company'), { username: 'dn_demo_sub', password: DEMO_PASSWORD }))).data
        .token as string;
    const here = await signIn(a());
    const elsewhere = await signIn(b());
    const profileOn = (base: string, token: string) =>
      fetch(base + apiPaths.profile('company'), { headers: { authorization: `Bearer ${token}` } });
    expect((await profileOn(b(), elsewhere)).status).toBe(200);
    const ended = await json(a(), apiPaths.account.logoutAll('company'), {}, here);
    expect(ended.status).toBe(200);
    expect((await readJson(ended)).data).toEqual({ count: 1 });
    // No waiting: the very next call on the other instance is refused.
    expect((await profileOn(b(), elsewhere)).status).toBe(401);
    expect((await profileOn(a(), elsewhere)).status).toBe(401);
    expect((await profileOn(b(), here)).status).toBe(200);
  });

  it('counts failed logins across both instances', async () => {
    const username = `khach_${randomBytes(4).toString('hex')}`;
    const attempt = (base: string) => json(base, apiPaths.login('company'), { username, password: 'Sai@12345' });
    expect((await attempt(a())).status).toBe(401);
    expect((await attempt(b())).status).toBe(401);
    expect((await attempt(a())).status).toBe(401);
    const fourth = await attempt(b());
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ message: MSG.tooManyAttempts });
  });

  it('a file uploaded through one downloads through the other', async () => {
    const username = `ncc_${randomBytes(3).toString('hex')}`;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      username,
      password: 'Moi@2026x',
      confirmPassword: 'Moi@2026x',
      supplierName: 'Công ty Hai Máy',
      ownerName: 'Lê Văn Hai',
      taxCode: `0${Date.now()}`.slice(0, 10),
      phone: '0912000111',
      email: `${username}@vidu.vn`,
      introducerName: 'Phạm Thị Lan',
    }))
      form.append(k, v);
    form.append('BusinessLicenseFile[]', new Blob([SAMPLE_FILES.pdf], { type: 'application/pdf' }), 'giay-phep.pdf');
    const reg = await fetch(a() + apiPaths.register('provider'), { method: 'POST', body: form });
    expect(reg.status, await reg.clone().text()).toBe(200);
    const db = new pg.Client({ connectionString: withDatabase(inject('pgAdminUrl'), dbName) });
    await db.connect();
    // Approved by hand: the account and its partner (login checks both).
    await db.query(`UPDATE users SET status = 'active' WHERE username = $1`, [username]);
    await db.query(`UPDATE partners SET status = 'active' WHERE id = (SELECT partner_id FROM users WHERE username = $1)`, [username]);
    await db.end();
    const { token } = (await readJson(await json(b(), apiPaths.login('provider'), { username, password: 'Moi@2026x' }))).data;
    const listed = await fetch(`${b()}${apiPaths.licenseFiles('provider')}`, { headers: { authorization: `Bearer ${token}` } });
    const list = (await readJson(listed)).data as unknown as Array<{ id: string }>;
    expect(list).toHaveLength(1);
    const file = await fetch(`${b()}${apiPaths.licenseFile('provider', String(list[0]?.id))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(SAMPLE_FILES.pdf)).toBe(true);
  });
});
