import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ConsoleRenderEntry, ConsoleRenderer, WebRenderEntry, WebRenderer, WebRenderRequest, WebRenderResult } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sanitizeRichText } from '../lib/sanitize-html.ts';

const MAX_PAGES = 500;

/**
 * The web app's server renderer (dist/server/entry-server.js, built beside the browser app),
 * loaded once at start when the build has it. Absent (an older build, a test folder with only an
 * index.html): every page is the plain shell, as before.
 */
export async function loadPageRenderer(app: FastifyInstance, dist: string, manifest: unknown): Promise<WebRenderer | null> {
  const entry = path.join(dist, 'server', 'entry-server.js');
  if (!existsSync(entry) || manifest === null) return null;
  const module = (await import(pathToFileURL(entry).href)) as WebRenderEntry;
  return module.createRenderer({
    template: readFileSync(path.join(dist, 'index.html'), 'utf8'),
    manifest,
    sanitizeHtml: sanitizeRichText,
    readAsset: (href) => readBuiltAsset(dist, href),
    // The renderer's data loads go through this server in-process, anonymously (no headers of the visitor's).
    fetch: async (url, init) => {
      const res = await app.inject({ method: init.method as 'GET', url, headers: init.headers });
      return { status: res.statusCode, headers: flatHeaders(res.headers), body: res.body };
    },
  });
}

/** The text of a file of the build's `assets/` folder by its address (`/assets/x.css`); undefined for any other address. */
function readBuiltAsset(dist: string, href: string): string | undefined {
  const name = /^\/assets\/([\w.-]+)$/.exec(href)?.[1];
  const file = name ? path.join(dist, 'assets', name) : undefined;
  return file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * The console's server renderer (dist/server/console-server.js), which draws the frame of a console
 * page's layout into console.html; null when the build has none (every console page is the plain page).
 */
export async function loadConsoleRenderer(dist: string, manifest: unknown): Promise<ConsoleRenderer | null> {
  const entry = path.join(dist, 'server', 'console-server.js');
  const template = path.join(dist, 'console.html');
  if (!existsSync(entry) || !existsSync(template) || manifest === null) return null;
  const module = (await import(pathToFileURL(entry).href)) as ConsoleRenderEntry;
  return module.createConsoleRenderer({ template: readFileSync(template, 'utf8'), manifest });
}

/** The client build's manifest (dist/.vite/manifest.json), read once for both renderers; null when the build has none. */
export function readManifest(dist: string): unknown {
  const file = path.join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null;
}

function flatHeaders(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : String(v);
  return out;
}

type Cached = { at: number; result: WebRenderResult };

/**
 * A small per-process cache of rendered pages, by path and query. It only ever holds what an
 * anonymous visitor gets (the renderer never sees credentials); requests that carry any (or the
 * signed-in hint) are rendered afresh and never stored, so nothing of a signed-in partner can land in it.
 */
export function pageCache(renderer: WebRenderer, seconds: number) {
  const ttlMs = seconds * 1000;
  const pages = new Map<string, Cached>();
  return async (request: WebRenderRequest, hasCredentials: boolean): Promise<WebRenderResult> => {
    const key = `${request.origin}${request.url}`;
    const cacheable = !hasCredentials && request.partner === undefined && ttlMs > 0;
    if (cacheable) {
      const hit = pages.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.result;
    }
    const result = await renderer.render(request);
    if (cacheable && result.kind !== 'redirect') {
      pages.delete(key);
      pages.set(key, { at: Date.now(), result });
      // Oldest first out: Map keeps insertion order.
      while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
    }
    return result;
  };
}
