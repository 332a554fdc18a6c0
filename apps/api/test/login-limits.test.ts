import { apiPaths, MSG } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers.ts';

/**
 * Brute force from many addresses at one account, and from one address at many accounts: each
 * is stopped by its own limit, with a 429 that says when to come back.
 */
let t: TestApp;
beforeAll(async () => {
  // Per account and address: high, so that only the limit under test can trip.
  t = await createTestApp({ LOGIN_RATE_MAX: '100', LOGIN_ACCOUNT_RATE_MAX: '4', LOGIN_ADDRESS_RATE_MAX: '6' });
});
afterAll(() => t.close());

const attempt = (username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: apiPaths.login('provider'), payload: { username, password }, remoteAddress: ip });

describe('failed logins per account, across addresses', () => {
  it('slows a guess spread over many addresses, and says how long to wait', async () => {
    for (let i = 1; i <= 4; i++) expect((await attempt('ncc_demo', 'Sai@12345', `10.1.0.${i}`)).statusCode).toBe(401);
    const fifth = await attempt('ncc_demo', 'Sai@12345', '10.1.0.5');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(MSG.tooManyAttempts);
    const wait = Number(fifth.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(5 * 60);
    // The right password from a new address waits too, while another account is untouched.
    expect((await attempt('ncc_demo', DEMO_PASSWORD, '10.1.0.6')).statusCode).toBe(429);
    expect((await attempt('ncc_demo2', DEMO_PASSWORD, '10.1.0.7')).statusCode).toBe(200);
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
      url: apiPaths.admin.login,
      payload: { username: 'admin_demo', password: DEMO_PASSWORD },
      remoteAddress: '10.2.0.1',
    });
    expect(res.statusCode).toBe(429);
  });
});
