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

describe('with the console’s server renderer', () => {
  let dist: string;
  let web: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'portal-console-frame-'));
    await mkdir(path.join(dist, 'server'), { recursive: true });
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>partner</title>');
    await writeFile(path.join(dist, 'console.html'), '<!doctype html><title>console</title><div id="root"></div>');
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({ 'console.html': { file: 'assets/console.js', isEntry: true } }),
    );
    // A stand-in for the built dist/server/console-server.js: it shows what the server handed it.
    await writeFile(
      path.join(dist, 'server', 'console-server.js'),
      `export const createConsoleRenderer = ({ template, manifest }) => ({
        render({ url, phone }) {
          if (url.startsWith('/quan-tri/dang-nhap')) return null;
          if (url.startsWith('/quan-tri/hong')) throw new Error('broken frame');
          return template.replace('<div id="root"></div>', '<div id="root" inert>frame of ' + url + (phone ? ' (phone)' : '') + ' for ' + manifest['console.html'].file + '</div>');
        },
      });`,
    );
    web = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await web?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends a console page with the frame its renderer drew, for the kind of browser it says it is', async () => {
    const res = await web.app.inject({ url: '/quan-tri/chi-dinh?page=2', headers: { 'sec-ch-ua-mobile': '?1' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root" inert>frame of /quan-tri/chi-dinh?page=2 (phone) for assets/console.js</div>');
    // Revalidated on each visit (its scripts change with each release), never cached by a shared cache with an operator's cookie.
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeTruthy();
    const desk = await web.app.inject({ url: '/quan-tri', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', cookie: 'x=1' } });
    expect(desk.body).toContain('frame of /quan-tri for');
    expect(desk.body).not.toContain('(phone)');
    expect(desk.headers['cache-control']).toBe('private, no-cache');
  });

  it('sends the plain page where the renderer draws none (the sign-in) or fails', async () => {
    for (const url of ['/quan-tri/dang-nhap', '/quan-tri/hong']) {
      const res = await web.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><title>console</title><div id="root"></div>');
    }
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
