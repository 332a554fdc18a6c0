import { MSG, operatorSelfEndpoints, authEndpoints, pathOf } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers.ts';

/**
 * Brute force from many addresses at one account, and from one address at many accounts: each
 * is stopped by its own limit, with a 429 that says when to come back. Attempts sent at once are
 * counted before their passwords are checked, so they test no more passwords than the limit allows.
 */
let t: TestApp;
beforeAll(async () => {
  // Per account and address: high, so that only the limit under test can trip.
  t = await createTestApp({
    LOGIN_RATE_MAX: '100',
    LOGIN_ACCOUNT_RATE_MAX: '4',
    LOGIN_ACCOUNT_HOUR_MAX: '8',
    LOGIN_ADDRESS_RATE_MAX: '6',
  });
});
afterAll(() => t.close());

const attempt = (username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: pathOf(authEndpoints.login, { type: 'provider' }),
    payload: { username, password },
    remoteAddress: ip,
  });

describe('failed logins per account, across addresses', () => {
  it('slows a guess spread over many addresses, and says how long to wait', async () => {
    for (let i = 1; i <= 4; i++) expect((await attempt('ncc_demo', 'Sai@12345', `10.1.0.${i}`)).statusCode).toBe(401);
    const fifth = await attempt('ncc_demo', 'Sai@12345', '10.1.0.1');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(MSG.tooManyAttempts);
    const wait = Number(fifth.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(5 * 60);
    // An address that guessed waits, even with the right password; another account is untouched.
    expect((await attempt('ncc_demo', DEMO_PASSWORD, '10.1.0.2')).statusCode).toBe(429);
    expect((await attempt('ncc_demo2', DEMO_PASSWORD, '10.1.0.7')).statusCode).toBe(200);
  });

  it('lets the owner in from an address with no failed attempt, so strangers cannot keep it out', async () => {
    for (let i = 1; i <= 4; i++) expect((await attempt('ncc_dau_thau', 'Sai@12345', `10.3.0.${i}`)).statusCode).toBe(401);
    expect((await attempt('ncc_dau_thau', 'Sai@12345', '10.3.0.1')).statusCode).toBe(429);
    // The owner's own address, with nothing failed in its window: its right password signs in.
    expect((await attempt('ncc_dau_thau', DEMO_PASSWORD, '10.3.1.1')).statusCode).toBe(200);
    expect((await attempt('ncc_dau_thau', DEMO_PASSWORD, '10.3.1.1')).statusCode).toBe(200);
    // A new address may try once more while the account is spent; having failed, it waits.
    expect((await attempt('ncc_dau_thau', 'Sai@12345', '10.3.2.1')).statusCode).toBe(401);
    expect((await attempt('ncc_dau_thau', DEMO_PASSWORD, '10.3.2.1')).statusCode).toBe(429);
    // Past the hour's ceiling (8) nobody tries, whatever its address.
    for (let i = 1; i <= 3; i++) expect((await attempt('ncc_dau_thau', 'Sai@12345', `10.3.3.${i}`)).statusCode).toBe(401);
    expect((await attempt('ncc_dau_thau', DEMO_PASSWORD, '10.3.4.1')).statusCode).toBe(429);
  });

  it('tests no more passwords than the limit allows when many addresses guess at once', async () => {
    const addresses = ['10.4.0.1', '10.4.0.2', '10.4.0.3', '10.4.0.4'];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: operatorSelfEndpoints.login.path,
          payload: { username: 'qt_noidung', password: 'Sai@12345' },
          remoteAddress: addresses[i % addresses.length],
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // The account's 4, and at most one more from each address whose first try met a spent account.
    const tested = statuses.filter((s) => s === 401).length;
    expect(tested).toBeGreaterThanOrEqual(4);
    expect(tested).toBeLessThanOrEqual(4 + addresses.length);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - tested);
  });
});

describe('failed logins from one address at one account, all at once', () => {
  let u: TestApp;
  beforeAll(async () => {
    u = await createTestApp({ LOGIN_RATE_MAX: '10' });
  });
  afterAll(() => u.close());

  it('answers at most the limit with 401 and the rest with 429, the right password too', async () => {
    const send = (password: string) =>
      u.app.inject({
        method: 'POST',
        url: pathOf(authEndpoints.login, { type: 'collaborator' }),
        payload: { username: 'ctv_demo2', password },
        remoteAddress: '10.5.0.1',
      });
    const statuses = (await Promise.all(Array.from({ length: 80 }, () => send('Sai@12345')))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(70);
    expect((await send(DEMO_PASSWORD)).statusCode).toBe(429);
  });
});

describe('failed logins per address, across accounts', () => {
  it('stops one address trying many accounts', async () => {
    const names = ['khong_co_1', 'khong_co_2', 'khong_co_3', 'khong_co_4', 'khong_co_5', 'khong_co_6'];
    for (const name of names) expect((await attempt(name, 'Sai@12345', '10.2.0.1')).statusCode).toBe(401);
    const next = await attempt('ncc_demo2', DEMO_PASSWORD, '10.2.0.1');
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    // Another address signs in to the same account as usual.
    expect((await attempt('ncc_demo2', DEMO_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('counts the operator sign-in against the same address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: operatorSelfEndpoints.login.path,
      payload: { username: 'admin_demo', password: DEMO_PASSWORD },
      remoteAddress: '10.2.0.1',
    });
    expect(res.statusCode).toBe(429);
  });
});
