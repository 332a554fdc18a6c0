import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIGNED_IN_HINT_COOKIE } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * How the server hands pages to its renderer (src/web/serve-web-app.ts), with a stand-in renderer
 * that answers what it was asked: the signed-in hint's partner type reaches it, and a page it
 * cannot draw is still answered (the shell), never a 500.
 */
const RENDERER = `
export async function createRenderer() {
  return {
    render: async ({ url, partner }) => {
      if (url.startsWith('/hong')) throw new Error('cannot draw this page');
      return { kind: 'page', status: 200, html: '<p>drawn for ' + (partner ? partner.type + (partner.isSubUser ? ' (sub)' : '') : 'a visitor') + '</p>' };
    },
  };
}
`;

describe('pages and the signed-in hint', () => {
  let dist: string;
  let web: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'portal-pages-'));
    await mkdir(path.join(dist, 'assets'));
    await mkdir(path.join(dist, 'server'));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
    await writeFile(path.join(dist, 'server', 'entry-server.js'), RENDERER);
    web = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await web?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = (url: string, hint?: string) =>
    web.app.inject({ url, headers: hint === undefined ? {} : { cookie: `theme=x; ${SIGNED_IN_HINT_COOKIE}=${hint}` } });

  it("hands the renderer the hint's partner type, and nothing for a visitor or an older build's hint", async () => {
    expect((await page('/chi-dinh', 'collaborator')).body).toContain('drawn for collaborator');
    expect((await page('/nhan-su', 'company-sub')).body).toContain('drawn for company (sub)');
    expect((await page('/chi-dinh', '1')).body).toContain('drawn for a visitor');
    expect((await page('/chi-dinh')).body).toContain('drawn for a visitor');
    expect((await page('/chi-dinh', 'collaborator')).headers['cache-control']).toBe('private, no-cache');
  });

  it("the home page: the partner's for a typed hint, the shell when the hint names no type", async () => {
    expect((await page('/', 'provider')).body).toContain('drawn for provider');
    expect((await page('/', '1')).body).toContain('<title>shell</title>');
    expect((await page('/')).body).toContain('drawn for a visitor');
  });

  it('a page the renderer cannot draw is answered with the shell, not an error', async () => {
    for (const hint of [undefined, 'collaborator']) {
      const res = await page('/hong', hint);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
    }
  });
});
