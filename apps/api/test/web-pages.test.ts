import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * How the server hands pages to its renderer (src/web/serve-web-app.ts), with a stand-in renderer
 * that answers what it was asked: the signed-in hint's partner type reaches it, and a page it
 * cannot draw is still answered (the shell), never a 500.
 */
const RENDERER = `
export async function createRenderer(options) {
  return {
    render: async ({ url, partner, token, phone }) => {
      if (url.startsWith('/hong')) throw new Error('cannot draw this page');
      if (url.startsWith('/tep')) {
        const read = ['/assets/antd-x.css', '/assets/none.css', '/assets/../index.html', '/index.html'].map((href) => String(options.readAsset(href)));
        return { kind: 'page', status: 200, html: '<p>' + read.join(' | ') + '</p>' };
      }
      const whom = partner ? partner.type + (partner.isSubUser ? ' (sub)' : '') : 'a visitor';
      const extra = (token ? ' with token ' + token : '') + (phone ? ' on a phone' : '');
      return { kind: 'page', status: 200, html: '<p>drawn for ' + whom + extra + '</p>' };
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
    await writeFile(path.join(dist, 'assets', 'antd-x.css'), '.ant-btn{color:red}');
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

  it("hands the renderer the partner's token and the browser's kind with the hint, and such a page is stored nowhere", async () => {
    const drawn = (cookie: string, headers: Record<string, string> = {}) =>
      web.app.inject({ url: '/benh-nhan', headers: { cookie, ...headers } });
    const hinted = `${SIGNED_IN_HINT_COOKIE}=collaborator; ${SESSION_COOKIE}=${encodeURIComponent('abc+/=')}`;
    const res = await drawn(hinted, { 'sec-ch-ua-mobile': '?1' });
    expect(res.body).toContain('drawn for collaborator with token abc+/= on a phone');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // A phone by its user agent when it sends no client hint; a desktop by its hint whatever its agent says.
    expect((await drawn(hinted, { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile/15E148 Safari/604.1' })).body).toContain('on a phone');
    expect((await drawn(hinted, { 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mobile' })).body).not.toContain('on a phone');
    // No hint, no token passed on: a visitor's page (the token alone names no partner).
    expect((await drawn(`${SESSION_COOKIE}=abc`)).body).toContain('drawn for a visitor</p>');
    // A token that is not URI-encoded text is dropped, not a 500.
    const bad = await drawn(`${SIGNED_IN_HINT_COOKIE}=collaborator; ${SESSION_COOKIE}=%E0%A4%A`);
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('drawn for collaborator</p>');
    expect(bad.headers['cache-control']).toBe('private, no-cache');
  });

  it("gives the renderer the text of a file in the build's assets (antd's sheet, for the rules a page inlines), and no other file", async () => {
    expect((await page('/tep')).body).toContain('<p>.ant-btn{color:red} | undefined | undefined | undefined</p>');
  });

  it('a page the renderer cannot draw is answered with the shell, not an error', async () => {
    for (const hint of [undefined, 'collaborator']) {
      const res = await page('/hong', hint);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
    }
  });
});
