import {
  locationEndpoints,
  pathOf,
  tenderDeskEndpoints,
  tenderingPublicEndpoints,
  shellEndpoints,
  footerDeskEndpoints,
  operatorSelfEndpoints,
  profileEndpoints,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeptAnswers, matchesIfNoneMatch, weakEtag } from '../src/lib/http-cache.ts';
import { bearer, createTestApp, login, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('validators on rarely changing answers', () => {
  it('the public footer: Cache-Control, a weak ETag, 304 without a body when it has not changed', async () => {
    const first = await t.app.inject({ url: shellEndpoints.footer.path });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(etag).toBe(weakEtag(first.body));

    const again = await t.app.inject({ url: shellEndpoints.footer.path, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // A strong spelling of the same tag, and a list holding it, match too; another tag does not.
    const strong = etag.replace(/^W\//, '');
    expect((await t.app.inject({ url: shellEndpoints.footer.path, headers: { 'if-none-match': `"x", ${strong}` } })).statusCode).toBe(304);
    const stale = await t.app.inject({ url: shellEndpoints.footer.path, headers: { 'if-none-match': 'W/"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data).toEqual(first.json().data);
  });

  it('a changed footer gets a new tag, so the old one answers 200', async () => {
    const before = await t.app.inject({ url: shellEndpoints.footer.path });
    const operator = await t.app.inject({
      method: 'POST',
      url: operatorSelfEndpoints.login.path,
      payload: { username: 'admin_demo', password: 'Demo@123' },
    });
    const token = operator.json().data.token as string;
    const put = await t.app.inject({
      method: 'PUT',
      url: footerDeskEndpoints.update.path,
      headers: bearer(token),
      payload: { storeTitle: 'Tải ứng dụng mới' },
    });
    expect(put.statusCode).toBe(200);
    const after = await t.app.inject({ url: shellEndpoints.footer.path, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('a signed-in lookup list is private to its caller and revalidates', async () => {
    const token = await login(t.app, 'provider', 'ncc_demo');
    const url = pathOf(profileEndpoints.optionFields, { type: 'provider' });
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
    const res = await t.app.inject({ url: pathOf(profileEndpoints.optionFields, { type: 'provider' }) });
    expect(res.statusCode).toBe(401);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('public answers kept in the process', () => {
  it('the kept footer answers with the same bytes and headers, and its tag with a 304', async () => {
    const first = await t.app.inject({ url: shellEndpoints.footer.path });
    const kept = await t.app.inject({ url: shellEndpoints.footer.path });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe(first.body);
    for (const header of ['etag', 'cache-control', 'content-type', 'content-security-policy', 'x-content-type-options'])
      expect(kept.headers[header], header).toBe(first.headers[header]);
    expect(kept.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const notModified = await t.app.inject({ url: shellEndpoints.footer.path, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(notModified.headers['cache-control']).toBe('public, max-age=300');
  });

  it('a kept lookup still checks its query first, and keeps each query apart', async () => {
    const provinces = (await t.app.inject({ url: locationEndpoints.provinces.path })).json().data as Array<{ maTinh: string }>;
    const [a, b] = [provinces[0]?.maTinh, provinces[1]?.maTinh];
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ url: locationEndpoints.districts.path })).statusCode).toBe(400);
    const first = await t.app.inject({ url: `${locationEndpoints.districts.path}?maTinh=${a}` });
    const other = await t.app.inject({ url: `${locationEndpoints.districts.path}?maTinh=${b}` });
    const again = await t.app.inject({ url: `${locationEndpoints.districts.path}?maTinh=${a}` });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveLength(1);
    expect(other.body).not.toBe(first.body);
    expect(again.body).toBe(first.body);
  });
});

describe('the public bid-post list kept in the process', () => {
  it('answers the kept bytes until a tender desk write forgets them', async () => {
    const url = `${tenderingPublicEndpoints.list.path}?page=1&limit=100`;
    type Listed = { data: { items: Array<{ bidPostCategory: { id: number; name: string } }> } };
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    const category = (first.json() as Listed).data.items[0]!.bidPostCategory;
    // A change written behind the desk's back is not seen while the answer is kept…
    await t.database.db.execute(sql`update bid_categories set name = ${`${category.name} (đổi tên ngoài)`} where id = ${category.id}`);
    const kept = await t.app.inject({ url });
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(first.headers.etag);
    // …and a desk write forgets it at once on this instance: the category renamed through the desk.
    const operator = await t.app.inject({
      method: 'POST',
      url: operatorSelfEndpoints.login.path,
      payload: { username: 'admin_demo', password: 'Demo@123' },
    });
    const token = operator.json().data.token as string;
    const categories = (await t.app.inject({ url: tenderDeskEndpoints.categories.path, headers: bearer(token) })).json().data as Array<{
      id: number;
      items: unknown[];
    }>;
    const items = categories.find((c) => c.id === category.id)!.items;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: pathOf(tenderDeskEndpoints.updateCategory, { id: category.id }),
      headers: bearer(token),
      payload: { name: `${category.name} (đổi tên)`, items },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await t.app.inject({ url });
    expect((after.json() as Listed).data.items[0]!.bidPostCategory.name).toBe(`${category.name} (đổi tên)`);
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('KeptAnswers', () => {
  const answer = { body: '{"data":1}', etag: 'W/"a"', contentType: 'application/json; charset=utf-8' };

  it('keeps an answer for its seconds only', () => {
    const kept = new KeptAnswers(10);
    kept.put('/x', kept.generation, answer, 1_000);
    expect(kept.get('/x', 1_000)?.body).toBe(answer.body);
    expect(kept.get('/x', 10_999)?.etag).toBe(answer.etag);
    expect(kept.get('/x', 11_000)).toBeUndefined();
    expect(kept.get('/y', 1_000)).toBeUndefined();
  });

  it('forgets everything at once, and does not keep an answer built before that', () => {
    const kept = new KeptAnswers(10);
    const before = kept.generation;
    kept.put('/x', before, answer, 1_000);
    kept.forget();
    expect(kept.get('/x', 1_000)).toBeUndefined();
    kept.put('/x', before, answer, 1_000);
    expect(kept.get('/x', 1_000)).toBeUndefined();
    kept.put('/x', kept.generation, answer, 1_000);
    expect(kept.get('/x', 1_000)).toBeDefined();
  });

  it('holds a bounded number of URLs', () => {
    const kept = new KeptAnswers(10);
    for (let i = 0; i <= KeptAnswers.MAX_ENTRIES; i++) kept.put(`/x?i=${i}`, kept.generation, answer, 1_000);
    const held = Array.from({ length: KeptAnswers.MAX_ENTRIES + 1 }, (_, i) => kept.get(`/x?i=${i}`, 1_000)).filter(Boolean);
    expect(held.length).toBeLessThanOrEqual(KeptAnswers.MAX_ENTRIES);
    expect(kept.get(`/x?i=${KeptAnswers.MAX_ENTRIES}`, 1_000)).toBeDefined();
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
