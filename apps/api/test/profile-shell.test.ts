import {
  MSG,
  progressPagePath,
  shellEndpoints,
  footerDeskEndpoints,
  operatorSelfEndpoints,
  pathOf,
  profileEndpoints,
} from '@portal/contract';
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema.ts';
import { DEMO_ORGANIZATION } from '../src/db/seed-organization.ts';
import { bearer, createTestApp, DEMO_PASSWORD, login, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('profile', () => {
  it('shows each type the lines its header needs', async () => {
    const company = await login(t.app, 'company', 'dn_demo');
    const res = await t.app.inject({ url: pathOf(profileEndpoints.read, { type: 'company' }), headers: bearer(company) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      type: 'company',
      username: 'dn_demo',
      isSubUser: false,
      code: 'DN-000002',
      name: 'Công ty Cổ phần Dược phẩm Minh An',
      parentName: null,
    });
    const sub = await login(t.app, 'company', 'dn_demo_sub');
    const subProfile = (await t.app.inject({ url: pathOf(profileEndpoints.read, { type: 'company' }), headers: bearer(sub) })).json().data;
    expect(subProfile).toMatchObject({ isSubUser: true, name: 'Công ty Cổ phần Dược phẩm Minh An', email: 'ketoan@minhanpharma.vn' });
    const ctv = await login(t.app, 'collaborator', 'ctv_demo');
    expect(
      (await t.app.inject({ url: pathOf(profileEndpoints.read, { type: 'collaborator' }), headers: bearer(ctv) })).json().data.code,
    ).toBe('CTV-000001');
  });

  it('updates contact fields with the shared rules', async () => {
    const token = await login(t.app, 'provider', 'ncc_demo');
    const bad = await t.app.inject({
      method: 'PUT',
      url: pathOf(profileEndpoints.read, { type: 'provider' }),
      headers: bearer(token),
      payload: { email: 'sai', phone: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: [MSG.email], phone: [MSG.phone] });
    // The province is one of option-fields' values, not free text.
    const freeText = await t.app.inject({
      method: 'PUT',
      url: pathOf(profileEndpoints.read, { type: 'provider' }),
      headers: bearer(token),
      payload: { email: 'moi@phuongnammed.vn', phone: '0909000111', province: 'Sài Gòn xưa' },
    });
    expect(freeText.statusCode).toBe(400);
    expect(freeText.json().errors).toEqual({ province: [MSG.province] });
    const ok = await t.app.inject({
      method: 'PUT',
      url: pathOf(profileEndpoints.read, { type: 'provider' }),
      headers: bearer(token),
      payload: { email: 'moi@phuongnammed.vn', phone: '0909000111', address: '10 Cộng Hòa', province: 'TP. Hồ Chí Minh' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: MSG.profileUpdated,
      data: { email: 'moi@phuongnammed.vn', phone: '0909000111', address: '10 Cộng Hòa' },
    });
    // The other provider is untouched.
    const other = await login(t.app, 'provider', 'ncc_demo2');
    expect(
      (await t.app.inject({ url: pathOf(profileEndpoints.read, { type: 'provider' }), headers: bearer(other) })).json().data.email,
    ).toBe('lienhe@saomaimed.vn');
  });

  it('turns a rename into one pending request that check-request reports', async () => {
    const token = await login(t.app, 'collaborator', 'ctv_demo');
    const none = await t.app.inject({ url: pathOf(profileEndpoints.checkRequest, { type: 'collaborator' }), headers: bearer(token) });
    expect(none.json().data).toEqual({ hasPendingRequest: false, request: null });
    const bad = await t.app.inject({
      method: 'PUT',
      url: pathOf(profileEndpoints.rename, { type: 'collaborator' }),
      headers: bearer(token),
      payload: { name: 'Tên 123' },
    });
    expect(bad.json().errors.name).toEqual([MSG.supplierName]);
    const res = await t.app.inject({
      method: 'PUT',
      url: pathOf(profileEndpoints.rename, { type: 'collaborator' }),
      headers: bearer(token),
      payload: { name: 'Nguyễn Thu Hà', reason: 'Đổi theo CCCD' },
    });
    expect(res.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'PUT',
      url: pathOf(profileEndpoints.rename, { type: 'collaborator' }),
      headers: bearer(token),
      payload: { name: 'Nguyễn Hà' },
    });
    expect(again.statusCode).toBe(422);
    const pending = (
      await t.app.inject({ url: pathOf(profileEndpoints.checkRequest, { type: 'collaborator' }), headers: bearer(token) })
    ).json().data;
    expect(pending).toMatchObject({
      hasPendingRequest: true,
      request: { oldName: 'Nguyễn Thị Thu Hà', newName: 'Nguyễn Thu Hà', status: 'pending' },
    });
  });

  it('a sub-user may not rename the company', async () => {
    const sub = await login(t.app, 'company', 'dn_demo_sub');
    const res = await t.app.inject({
      method: 'PUT',
      url: pathOf(profileEndpoints.rename, { type: 'company' }),
      headers: bearer(sub),
      payload: { name: 'Công ty Khác' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lists option fields', async () => {
    const token = await login(t.app, 'company', 'dn_demo');
    const res = await t.app.inject({ url: pathOf(profileEndpoints.optionFields, { type: 'company' }), headers: bearer(token) });
    expect(res.json().data.provinces).toHaveLength(34);
    expect(res.json().data.partnerTypes.map((p: { key: string }) => p.key)).toEqual(['collaborator', 'company', 'provider']);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ url: pathOf(profileEndpoints.read, { type: 'company' }) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthorized });
  });
});

describe('shell', () => {
  it('serves the footer from the database, editable by an operator only', async () => {
    const res = await t.app.inject({ url: shellEndpoints.footer.path });
    expect(res.statusCode).toBe(200);
    // The owner's block comes from 'Thông tin đơn vị'.
    expect(res.json().data).toMatchObject({
      headerHotlinePhone: DEMO_ORGANIZATION.hotline,
      supportEmail: DEMO_ORGANIZATION.supportEmail,
      companyName: DEMO_ORGANIZATION.legalName,
      companyTaxCode: DEMO_ORGANIZATION.taxCode,
      systemCount: 3,
    });
    expect(res.json().data.copyright).toContain(DEMO_ORGANIZATION.legalName);
    // The header and the footer give one hotline, and no number is listed twice.
    expect(res.json().data.supportPhone).toBe(res.json().data.headerHotlinePhone);
    const numbers = Object.entries(res.json().data as Record<string, unknown>)
      .filter(([key]) => /Text\d+$|Phone$/.test(key) && key !== 'headerHotlinePhone')
      .map(([, value]) => String(value).replace(/\D/g, ''))
      .filter((digits) => digits.length >= 8);
    expect(numbers).toEqual([...new Set(numbers)]);
    const partner = await login(t.app, 'provider', 'ncc_demo');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: footerDeskEndpoints.update.path,
          headers: bearer(partner),
          payload: { supportPhone: '1' },
        })
      ).statusCode,
    ).toBe(403);
    const op = (
      await t.app.inject({
        method: 'POST',
        url: operatorSelfEndpoints.login.path,
        payload: { username: 'admin_demo', password: DEMO_PASSWORD },
      })
    ).json().data.token;
    const markup = await t.app.inject({
      method: 'PUT',
      url: footerDeskEndpoints.update.path,
      headers: bearer(op),
      payload: { storeTitle: '<img src=x onerror=alert(1)>' },
    });
    expect(markup.statusCode).toBe(400);
    const jsLink = await t.app.inject({
      method: 'PUT',
      url: footerDeskEndpoints.update.path,
      headers: bearer(op),
      payload: { systemLink1: 'javascript:alert(1)' },
    });
    expect(jsLink.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PUT',
      url: footerDeskEndpoints.update.path,
      headers: bearer(op),
      payload: { storeTitle: 'Tải ứng dụng đối tác' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: shellEndpoints.footer.path })).json().data.storeTitle).toBe('Tải ứng dụng đối tác');
    // The owner's block is not the footer desk's to write.
    const owner = await t.app.inject({
      method: 'PUT',
      url: footerDeskEndpoints.update.path,
      headers: bearer(op),
      payload: { headerHotlinePhone: '1900 1234' },
    });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().errors).toEqual({ headerHotlinePhone: [MSG.footerOwnerKey] });
  });

  it('a footer update writes and audits only what changes: {} is refused, a no-op leaves no audit entry', async () => {
    const op = (
      await t.app.inject({
        method: 'POST',
        url: operatorSelfEndpoints.login.path,
        payload: { username: 'qt_noidung', password: DEMO_PASSWORD },
      })
    ).json().data.token;
    const put = (payload: unknown) =>
      t.app.inject({ method: 'PUT', url: footerDeskEndpoints.update.path, headers: bearer(op), payload: payload as object });
    const footerAudit = () => t.database.db.select().from(auditLog).where(eq(auditLog.objectType, 'footer')).orderBy(asc(auditLog.at));
    const audited = (await footerAudit()).length;
    const footer = (await t.app.inject({ url: shellEndpoints.footer.path })).json().data;

    const empty = await put({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MSG.footerEmpty);
    expect(await footerAudit()).toHaveLength(audited);

    const same = await put({ systemTitle: footer.systemTitle, systemCount: String(footer.systemCount) });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toEqual(footer);
    expect(await footerAudit()).toHaveLength(audited);

    const changed = await put({ systemTitle: 'Hệ thống phòng khám', systemCount: String(footer.systemCount) });
    expect(changed.statusCode).toBe(200);
    const entries = await footerAudit();
    expect(entries).toHaveLength(audited + 1);
    expect(entries.at(-1)).toMatchObject({
      summary: 'systemTitle',
      changes: { systemTitle: [footer.systemTitle, 'Hệ thống phòng khám'] },
    });
  });

  it('reports health, version and the OpenAPI document', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const version = await t.app.inject({ url: '/version.json' });
    expect(version.json().version).toMatch(/^\d{4}\.\d{2}\.\d{2}\.\d{2}$/);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/partner/{type}/auth/login');
    expect(doc.paths['/api/partner/{type}/auth/login'].post.requestBody).toBeDefined();
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ url: shellEndpoints.footer.path, headers: { 'x-request-id': 'test-request-0001' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBe('test-request-0001');
    const generated = await t.app.inject({ url: shellEndpoints.footer.path, headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/partner/khong-co' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.notFound });
  });
});

describe('web app serving', () => {
  it('answers /version.json with the stamp the web build wrote, serves the service worker unhashed and never the stamp file', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'portal-web-'));
    await mkdir(path.join(dist, 'server'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("push", () => {});');
    await writeFile(path.join(dist, 'server', 'build-stamp.json'), '{"version":"2026.03.05.0704"}');
    const web = await createTestApp({ WEB_DIST: dist });
    const pinned = await createTestApp({ WEB_DIST: dist, APP_VERSION: '2026.04.01.00' });
    try {
      const version = await web.app.inject({ url: '/version.json' });
      expect(version.json()).toEqual({ version: '2026.03.05.0704' });
      expect(version.headers['cache-control']).toBe('no-store');
      expect((await pinned.app.inject({ url: '/version.json' })).json()).toEqual({ version: '2026.04.01.00' });
      // The worker is looked for on every visit (its URL carries the stamp, its name does not).
      const worker = await web.app.inject({ url: '/sw.js?v=2026.03.05.0704' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toMatch(/javascript/);
      expect((await web.app.inject({ url: '/server/build-stamp.json' })).statusCode).toBe(404);
    } finally {
      await web.close();
      await pinned.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('serves the SPA for page paths and 404 for missing assets', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'portal-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const web = await createTestApp({ WEB_DIST: dist });
    try {
      for (const url of ['/', '/dang-nhap/nha-cung-cap', '/khong-ton-tai/abc']) {
        const res = await web.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('id="root"');
      }
      const asset = await web.app.inject({ url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await web.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
      expect((await web.app.inject({ url: '/api/khong-co' })).headers['content-type']).toMatch(/json/);
      // An order's progress page is framed by the order's detail: by the portal itself, never by another site.
      const progress = await web.app.inject({ url: progressPagePath('a'.repeat(43)) });
      expect(progress.statusCode).toBe(200);
      expect(String(progress.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect(String(progress.headers['content-security-policy'])).not.toContain("frame-ancestors 'none'");
      expect(progress.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String((await web.app.inject({ url: '/dang-nhap/nha-cung-cap' })).headers['content-security-policy'])).toContain(
        "frame-ancestors 'none'",
      );
    } finally {
      await web.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
