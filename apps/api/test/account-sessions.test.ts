import {
  ACCOUNT_MSG,
  type AccountSession,
  MSG,
  type PartnerType,
  operatorSelfEndpoints,
  authEndpoints,
  pathOf,
  accountEndpoints,
  operatorSessionEndpoints,
  profileEndpoints,
} from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { bearer, createTestApp, DEMO_PASSWORD, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '1000', LOGIN_ACCOUNT_RATE_MAX: '1000', LOGIN_ADDRESS_RATE_MAX: '1000' });
});
afterAll(() => t.close());

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A login from a given browser: its token and its session's id. */
async function signIn(type: PartnerType, username: string, userAgent = 'lightMyRequest') {
  const res = await t.app.inject({
    method: 'POST',
    url: pathOf(authEndpoints.login, { type }),
    payload: { username, password: DEMO_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token: string = res.json().data.token;
  const [row] = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return { token, id: row!.id };
}

const list = async (type: PartnerType, token: string, query = '') => {
  const res = await t.app.inject({ url: `${pathOf(accountEndpoints.sessions, { type })}${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: AccountSession[]; pagination: { count: number; page: number; limit: number } };
};
const profileStatus = async (type: PartnerType, token: string) =>
  (await t.app.inject({ url: pathOf(profileEndpoints.read, { type }), headers: bearer(token) })).statusCode;
const end = (type: PartnerType, token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: pathOf(accountEndpoints.endSession, { type, id }), headers: bearer(token) });
const logoutAll = (type: PartnerType, token: string) =>
  t.app.inject({ method: 'POST', url: pathOf(accountEndpoints.endOtherSessions, { type }), headers: bearer(token) });
/** Ends every session of an account, so that a test starts from its own logins only. */
const clearSessionsOf = async (username: string) => {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user!.id));
};

describe('the signed-in sessions of an account', () => {
  it("lists the caller's own live sessions, most recently used first, with browser, address, times and the current one", async () => {
    await clearSessionsOf('ncc_demo');
    const phone = await signIn('provider', 'ncc_demo', SAFARI_IPHONE);
    const desk = await signIn('provider', 'ncc_demo', CHROME_WINDOWS);
    const script = await signIn('provider', 'ncc_demo');
    const revoked = await signIn('provider', 'ncc_demo');
    const expired = await signIn('provider', 'ncc_demo');
    await signIn('provider', 'ncc_demo2', CHROME_WINDOWS);
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, revoked.id));
    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.id, expired.id));
    // The phone was used last, the desk before it (less than a minute ago: this call does not touch it), the script long ago.
    await t.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '10 seconds'` }).where(eq(sessions.id, phone.id));
    await t.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '30 seconds'` }).where(eq(sessions.id, desk.id));
    await t.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '3 days'` }).where(eq(sessions.id, script.id));

    const { items, pagination } = await list('provider', desk.token);
    expect(items.map((s) => s.id)).toEqual([phone.id, desk.id, script.id]);
    expect(pagination).toMatchObject({ page: 1, count: 3 });
    expect(items.map((s) => s.device)).toEqual(['Safari 18 trên iPhone', 'Chrome 142 trên Windows', 'Trình duyệt không xác định']);
    expect(items.map((s) => s.current)).toEqual([false, true, false]);
    for (const s of items) {
      expect(s.ip).toBe('127.0.0.1');
      expect(Date.parse(s.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(Date.parse(items[2]!.lastSeenAt)).toBeLessThan(Date.now() - 2 * 86_400_000);

    // Pages: one a page, the count stays the whole.
    const second = await list('provider', desk.token, '?page=2&limit=1');
    expect(second.items.map((s) => s.id)).toEqual([desk.id]);
    expect(second.pagination).toMatchObject({ page: 2, limit: 1, count: 3 });
  });

  it("a sub-user sees its own sessions, not its main account's, and the other way round", async () => {
    const main = await signIn('company', 'dn_demo');
    const sub = await signIn('company', 'dn_demo_sub');
    const mainIds = (await list('company', main.token)).items.map((s) => s.id);
    const subIds = (await list('company', sub.token)).items.map((s) => s.id);
    expect(mainIds).toContain(main.id);
    expect(mainIds).not.toContain(sub.id);
    expect(subIds).toContain(sub.id);
    expect(subIds).not.toContain(main.id);
  });
});

describe('logging out one session', () => {
  it('ends another session of the same account at once; its token answers 401, this one still works', async () => {
    const here = await signIn('collaborator', 'ctv_demo');
    const there = await signIn('collaborator', 'ctv_demo');
    const res = await end('collaborator', here.token, there.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { current: false }, message: ACCOUNT_MSG.sessionEnded });
    expect(await profileStatus('collaborator', there.token)).toBe(401);
    expect(await profileStatus('collaborator', here.token)).toBe(200);
    expect((await list('collaborator', here.token)).items.map((s) => s.id)).not.toContain(there.id);
    // Already ended: nothing left to end.
    expect((await end('collaborator', here.token, there.id)).statusCode).toBe(404);
  });

  it("answers 404 for another account's session, even of the same partner, and leaves it alone", async () => {
    const caller = await signIn('provider', 'ncc_demo2');
    const stranger = await signIn('collaborator', 'ctv_demo2');
    const samePartnerMain = await signIn('company', 'dn_demo');
    const samePartnerSub = await signIn('company', 'dn_demo_sub');
    const res = await end('provider', caller.token, stranger.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ACCOUNT_MSG.sessionNotFound });
    expect(await profileStatus('collaborator', stranger.token)).toBe(200);
    expect((await end('company', samePartnerSub.token, samePartnerMain.id)).statusCode).toBe(404);
    expect(await profileStatus('company', samePartnerMain.token)).toBe(200);
    expect((await end('company', samePartnerSub.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await end('company', samePartnerSub.token, 'khong-phai-id')).statusCode).toBe(404);
  });

  it('ending the calling session is a logout', async () => {
    const here = await signIn('company', 'dn_demo_sub');
    const res = await end('company', here.token, here.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ current: true });
    expect(await profileStatus('company', here.token)).toBe(401);
  });
});

describe('logging out from all other devices', () => {
  it('ends every other session of the account in one call, keeps this one, and says how many', async () => {
    await clearSessionsOf('ctv_demo');
    const here = await signIn('collaborator', 'ctv_demo');
    const others = [
      await signIn('collaborator', 'ctv_demo'),
      await signIn('collaborator', 'ctv_demo'),
      await signIn('collaborator', 'ctv_demo'),
    ];
    const expired = await signIn('collaborator', 'ctv_demo');
    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.id, expired.id));
    const neighbour = await signIn('collaborator', 'ctv_demo2');

    const res = await logoutAll('collaborator', here.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { count: 3 }, message: ACCOUNT_MSG.otherSessionsEnded });
    for (const other of others) {
      const r = await t.app.inject({ url: pathOf(profileEndpoints.read, { type: 'collaborator' }), headers: bearer(other.token) });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ message: MSG.unauthorized });
    }
    expect(await profileStatus('collaborator', here.token)).toBe(200);
    expect(await profileStatus('collaborator', neighbour.token)).toBe(200);
    expect((await list('collaborator', here.token)).items.map((s) => s.id)).toEqual([here.id]);
    // Nothing left to end.
    expect((await logoutAll('collaborator', here.token)).json().data).toEqual({ count: 0 });
  });

  it('ends them in one statement', async () => {
    const here = await signIn('provider', 'ncc_demo2');
    await signIn('provider', 'ncc_demo2');
    const updates: string[] = [];
    const probe = await createTestApp(
      {},
      (query) => {
        if (/^update "sessions"/i.test(query) && query.includes('"revoked_at"')) updates.push(query);
      },
      { database: t.dbName },
    );
    try {
      const res = await probe.app.inject({
        method: 'POST',
        url: pathOf(accountEndpoints.endOtherSessions, { type: 'provider' }),
        headers: bearer(here.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.count).toBeGreaterThanOrEqual(1);
      expect(updates).toHaveLength(1);
    } finally {
      await probe.stop();
    }
  });
});

describe("an operator's own sessions (/api/admin/me/sessions)", () => {
  const adminLogin = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: operatorSelfEndpoints.login.path,
      payload: { username: 'admin_demo', password: DEMO_PASSWORD },
      headers: { 'user-agent': CHROME_WINDOWS },
    });
    return res.json().data.token as string;
  };

  it('lists, ends one, and ends all the others', async () => {
    await clearSessionsOf('admin_demo');
    const here = await adminLogin();
    const there = await adminLogin();
    const third = await adminLogin();
    const listed = await t.app.inject({ url: operatorSessionEndpoints.sessions.path, headers: bearer(here) });
    expect(listed.statusCode).toBe(200);
    const items = listed.json().data.items as AccountSession[];
    expect(items).toHaveLength(3);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(items[0]!.device).toBe('Chrome 142 trên Windows');

    const other = items.find((s) => !s.current)!;
    expect(
      (await t.app.inject({ method: 'DELETE', url: pathOf(operatorSessionEndpoints.endSession, { id: other.id }), headers: bearer(here) }))
        .statusCode,
    ).toBe(200);
    const ended = await t.app.inject({ method: 'POST', url: operatorSessionEndpoints.endOtherSessions.path, headers: bearer(here) });
    expect(ended.json().data).toEqual({ count: 1 });
    for (const token of [there, third])
      expect((await t.app.inject({ url: operatorSelfEndpoints.me.path, headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: operatorSelfEndpoints.me.path, headers: bearer(here) })).statusCode).toBe(200);
  });
});
