import { type PartnerType, SELF_PERMISSION, pathOf, profileEndpoints } from '@portal/contract';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { withDatabase } from './global-setup.ts';
import { startSessionCache } from '../src/modules/auth/session-cache.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { bearer, createTestApp, login, silentLog, type TestApp } from './helpers.ts';

/*
 * The server keeps the sessions it looked up (modules/auth/session-cache.ts) and forgets them when
 * the database says a session, an account or a role changed (migration 0027). Every other test
 * runs with it on; these check what it promises: no lookup for a known token, nothing kept past a
 * change, whoever makes it.
 */

let lookups = 0;
const countLookups = (query: string) => {
  if (query.includes('"sessions"."token_hash"')) lookups++;
};

let t: TestApp;
let outside: pg.Client;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '1000', LOGIN_ACCOUNT_RATE_MAX: '1000', LOGIN_ADDRESS_RATE_MAX: '1000' }, countLookups);
  // A connection of its own, as another server or a maintenance script would have.
  outside = new pg.Client({ connectionString: withDb(t.dbName) });
  await outside.connect();
});
afterAll(async () => {
  await outside?.end();
  await t?.close();
});
afterEach(() => vi.useRealTimers());

const withDb = (name: string) => withDatabase(inject('pgAdminUrl'), name);

const profile = (type: PartnerType, token: string) =>
  t.app.inject({ url: pathOf(profileEndpoints.read, { type }), headers: bearer(token) });
/** Waits for the database's notice to reach this server: a request answers as expected within a few seconds (the kept copy would last 30). */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

describe('the session cache', () => {
  it('looks a session up once, then answers its next requests from memory', async () => {
    const token = await login(t.app, 'provider', 'ncc_demo');
    const before = lookups;
    for (let i = 0; i < 3; i++) expect((await profile('provider', token)).statusCode).toBe(200);
    expect(lookups - before).toBe(1);
    expect(t.sessions.active).toBe(true);
  });

  it('refuses a token at the very next request after a logout on this server', async () => {
    const token = await login(t.app, 'provider', 'ncc_demo');
    expect((await profile('provider', token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: pathOf(profileEndpoints.logout, { type: 'provider' }), headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await profile('provider', token)).statusCode).toBe(401);
  });

  it('forgets a session revoked by another connection once the database notifies', async () => {
    const token = await login(t.app, 'provider', 'ncc_demo2');
    expect((await profile('provider', token)).statusCode).toBe(200);
    await outside.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [hashToken(token)]);
    await eventually(async () => expect((await profile('provider', token)).statusCode).toBe(401));
  });

  it("follows an account locked and a role's keys changed by another connection", async () => {
    const company = await login(t.app, 'company', 'dn_demo_sub');
    const first = await profile('company', company);
    expect(first.statusCode).toBe(200);
    expect((first.json().data.permissions as string[]).length).toBeGreaterThan(1);
    await outside.query(
      "UPDATE personnel_roles SET permissions = '{}' WHERE id = (SELECT personnel_role_id FROM users WHERE username = 'dn_demo_sub')",
    );
    await eventually(async () => expect((await profile('company', company)).json().data.permissions).toEqual([SELF_PERMISSION]));

    const collaborator = await login(t.app, 'collaborator', 'ctv_demo');
    expect((await profile('collaborator', collaborator)).statusCode).toBe(200);
    await outside.query("UPDATE users SET status = 'locked' WHERE username = 'ctv_demo'");
    try {
      await eventually(async () => expect((await profile('collaborator', collaborator)).statusCode).toBe(401));
    } finally {
      await outside.query("UPDATE users SET status = 'active' WHERE username = 'ctv_demo'");
    }
  });

  it('reads the session again once its copy is older than SESSION_CACHE_SECONDS', async () => {
    const token = await login(t.app, 'provider', 'ncc_demo');
    expect((await profile('provider', token)).statusCode).toBe(200);
    const before = lookups;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    expect((await profile('provider', token)).statusCode).toBe(200);
    expect((await profile('provider', token)).statusCode).toBe(200);
    expect(lookups - before).toBe(1);
  });

  it('listens again after losing its listener, and forgets what changed meanwhile', async () => {
    const token = await login(t.app, 'provider', 'ncc_demo');
    expect((await profile('provider', token)).statusCode).toBe(200);
    const listener = `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN portal_auth_changed'`;
    const [old] = (await outside.query<{ pid: number }>(listener)).rows;
    expect(old).toBeDefined();
    await outside.query('SELECT pg_terminate_backend($1)', [old!.pid]);
    await eventually(async () => {
      const now = (await outside.query<{ pid: number }>(listener)).rows;
      expect(now.length).toBe(1);
      expect(now[0]!.pid).not.toBe(old!.pid);
      expect(t.sessions.active).toBe(true);
    });
    await outside.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [hashToken(token)]);
    await eventually(async () => expect((await profile('provider', token)).statusCode).toBe(401));
  });

  it('keeps nothing while it cannot listen, nor with SESSION_CACHE_SECONDS=0', async () => {
    const token = await login(t.app, 'provider', 'ncc_demo');
    const deaf = await startSessionCache({
      url: 'postgres://postgres@127.0.0.1:1/none',
      database: t.database,
      ttlMs: 30_000,
      log: silentLog,
    });
    const off = await startSessionCache({ url: withDb(t.dbName), database: t.database, ttlMs: 0, log: silentLog });
    try {
      expect(deaf.active).toBe(false);
      expect(off.active).toBe(false);
      for (const cache of [deaf, off]) {
        const before = lookups;
        expect((await cache.find(hashToken(token)))?.username).toBe('ncc_demo');
        expect((await cache.find(hashToken(token)))?.username).toBe('ncc_demo');
        expect(lookups - before).toBe(2);
      }
    } finally {
      await deaf.close();
      await off.close();
    }
  });
});
