import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConsolePage } from '../src/web/serve-web-app.ts';
import { createTestApp, type TestApp } from './helpers.ts';

describe('operator console page', () => {
  let dist: string;
  let web: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'portal-console-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>partner</title>');
    await writeFile(path.join(dist, 'console.html'), '<!doctype html><title>console</title>');
    web = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await web?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves console.html for /quan-tri and every page below it', async () => {
    for (const url of ['/quan-tri', '/quan-tri/', '/quan-tri/dang-nhap', '/quan-tri/doi-tac/abc?page=2', '/quan-tri?x=1']) {
      const res = await web.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>console</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps the partner app everywhere else, and JSON 404 for the API', async () => {
    for (const url of ['/', '/dang-nhap/nha-cung-cap', '/quan-tri-khac', '/tai-khoan/quan-tri']) {
      const res = await web.app.inject({ url });
      expect(res.body, url).toContain('<title>partner</title>');
    }
    expect((await web.app.inject({ url: '/api/admin/khong-co' })).headers['content-type']).toMatch(/json/);
    expect((await web.app.inject({ url: '/quan-tri/thieu.js' })).statusCode).toBe(404);
  });

  it('matches console paths exactly', () => {
    expect(isConsolePage('/quan-tri')).toBe(true);
    expect(isConsolePage('/quan-tri#x')).toBe(true);
    expect(isConsolePage('/quan-trix')).toBe(false);
    expect(isConsolePage('/x/quan-tri')).toBe(false);
  });
});

describe('without a console build', () => {
  it('falls back to the partner page', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'portal-noconsole-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>partner</title>');
    const web = await createTestApp({ WEB_DIST: dist });
    try {
      expect((await web.app.inject({ url: '/quan-tri/dang-nhap' })).body).toContain('<title>partner</title>');
    } finally {
      await web.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
