import { apiPaths } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, weakEtag } from '../src/lib/http-cache.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('validators on rarely changing answers', () => {
  it('the public footer: Cache-Control, a weak ETag, 304 without a body when it has not changed', async () => {
    const first = await t.app.inject({ url: apiPaths.footer });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(etag).toBe(weakEtag(first.body));

    const again = await t.app.inject({ url: apiPaths.footer, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // A strong spelling of the same tag, and a list holding it, match too; another tag does not.
    const strong = etag.replace(/^W\//, '');
    expect((await t.app.inject({ url: apiPaths.footer, headers: { 'if-none-match': `"x", ${strong}` } })).statusCode).toBe(304);
    const stale = await t.app.inject({ url: apiPaths.footer, headers: { 'if-none-match': 'W/"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data).toEqual(first.json().data);
  });

  it('a changed footer gets a new tag, so the old one answers 200', async () => {
    const before = await t.app.inject({ url: apiPaths.footer });
    const operator = await t.app.inject({
      method: 'POST',
      url: apiPaths.admin.login,
      payload: { username: 'admin_demo', password: 'Demo@123' },
    });
    const token = operator.json().data.token as string;
    const put = await t.app.inject({
      method: 'PUT',
      url: apiPaths.admin.footer,
      headers: bearer(token),
      payload: { copyright: '© Bản quyền mới' },
    });
    expect(put.statusCode).toBe(200);
    const after = await t.app.inject({ url: apiPaths.footer, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('a signed-in lookup list is private to its caller and revalidates', async () => {
    const token = await login(t.app, 'provider', 'ncc_demo');
    const url = apiPaths.profileOptionFields('provider');
    const first = await t.app.inject({ url, headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, max-age=3600');
    expect(first.headers.vary).toContain('Authorization');
    const again = await t.app.inject({ url, headers: { ...bearer(token), 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // Without a login the validator does not help: access is checked first.
    expect((await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(401);
  });

  it('errors carry no validator', async () => {
    const res = await t.app.inject({ url: apiPaths.profileOptionFields('provider') });
    expect(res.statusCode).toBe(401);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly and understands lists and *', () => {
    expect(matchesIfNoneMatch(undefined, 'W/"a"')).toBe(false);
    expect(matchesIfNoneMatch('*', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"ab"', 'W/"a"')).toBe(false);
  });
});
