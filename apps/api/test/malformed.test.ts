import { operatorSelfEndpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerType } from '@portal/contract';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Partial<Record<PartnerType | 'operator', string>> = {};
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_MAX: '1000', OTP_RATE_MAX: '1000' });
  tokens.provider = await login(t.app, 'provider', 'ncc_demo');
  const res = await t.app.inject({
    method: 'POST',
    url: operatorSelfEndpoints.login.path,
    payload: { username: 'admin_demo', password: 'Demo@123' },
  });
  tokens.operator = res.json().data.token;
});
afterAll(() => t.close());

const BODIES: Array<[string, string | Buffer, string]> = [
  ['invalid JSON', '{"username": "a",', 'application/json'],
  ['a JSON array', '[1,2,3]', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['a JSON string', '"x"', 'application/json'],
  [
    'wrong types',
    JSON.stringify({ username: { $ne: 1 }, password: [1], method: 42, otp: 123456, token: true, email: [], newPassword: null }),
    'application/json',
  ],
  ['extra fields only', JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: {} }, isAdmin: true }), 'application/json'],
  ['a 1 MB string', JSON.stringify({ username: 'a'.repeat(1024 * 1024), password: 'x' }), 'application/json'],
  [
    'odd Unicode',
    JSON.stringify({ username: '\u0000\uD800\u202E𝕏', password: '\uFFFF', email: '\u0000@\u0000', currentPassword: '\uD800' }),
    'application/json',
  ],
  ['XML', '<a>1</a>', 'application/xml'],
  ['a broken multipart', '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n', 'multipart/form-data; boundary=b'],
  ['multipart without boundary', 'abc', 'multipart/form-data'],
  ['urlencoded garbage', '%%%=&&==%ZZ', 'application/x-www-form-urlencoded'],
];

describe('malformed input on every write route', () => {
  it('the route table holds the auth and profile calls', () => {
    const urls = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/partner/:type/auth/login');
    expect(urls).toContain('PUT /api/partner/v1/:type/profile');
  });

  it('answers 4xx with the error envelope, never 5xx', async () => {
    // Logout last: it takes no body, so it may answer 200 and revoke the token the others use.
    const writes = t.app.routeTable
      .filter((r) => r.method === 'POST' || r.method === 'PUT')
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    expect(writes.length).toBeGreaterThan(8);
    for (const route of writes) {
      const url = route.url.replace(':type', 'provider');
      const token = route.access?.kind === 'operator' ? tokens.operator : tokens.provider;
      for (const [label, payload, type] of BODIES) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          payload,
          headers: { 'content-type': type, ...bearer(token ?? '') },
        });
        const where = `${route.method} ${route.url} with ${label}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        const takesNoBody = !route.schema?.body && !route.schema?.consumes;
        if (takesNoBody && res.statusCode === 200) continue;
        expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
        const body = res.json();
        expect(typeof body.message, where).toBe('string');
        expect(body.message.length, where).toBeGreaterThan(0);
        expect(JSON.stringify(body), where).not.toMatch(/at .*\.ts:\d+|SELECT |INSERT /);
      }
    }
  });
});
