import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  BUILD_VERSION,
  cookieIn,
  MSG,
  PROGRESS_PAGE_PATH,
  parseSignedInHint,
  SESSION_COOKIE,
  SITE_PATHS,
  signedInHintIn,
  type ConsoleRenderer,
  type WebRenderResult,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesIfNoneMatch, weakEtag } from '../lib/http-cache.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import { loadConsoleRenderer, loadPageRenderer, pageCache, readManifest } from './page-renderer.ts';

/**
 * The built web app: hashed assets cached for a year; page paths answered with the page rendered
 * on the server (public pages, apps/web/src/entry-server.tsx) or the plain shell (pages behind
 * login); its version stamp.
 */
export async function serveWebApp(app: FastifyInstance, dist: string) {
  const version = app.deps.env.APP_VERSION ?? readBuildStamp(dist).version ?? BUILD_VERSION;
  app.get(SITE_PATHS.version, { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { version };
  });
  const hasWeb = existsSync(path.join(dist, 'index.html'));
  // The operator console is its own page (apps/web/console.html), served for /quan-tri and below.
  const hasConsole = hasWeb && existsSync(path.join(dist, 'console.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The server renderer is read from disk at start, never sent.
      globIgnore: ['server/**'],
      // The build leaves .br and .gz copies beside each asset (apps/web/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const manifest = hasWeb ? readManifest(dist) : null;
  const renderer = hasWeb ? await loadPageRenderer(app, dist, manifest) : null;
  const render = renderer ? pageCache(renderer, app.deps.env.PAGE_CACHE_SECONDS) : null;
  const consoleRenderer = hasConsole ? await loadConsoleRenderer(dist, manifest) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !/\.[a-z0-9]{1,8}(\?|$)/i.test(request.url);
    if (!hasWeb || !isPage) return reply.status(404).send({ message: MSG.notFound });
    if (isFramedPage(request.url)) allowFramingBySelf(reply);
    if (hasConsole && isConsolePage(request.url)) {
      // With the frame of the page's layout drawn in (the same for every operator), else the plain page.
      const framed = consoleFrameOf(request, consoleRenderer);
      if (framed) return sendPage(request, reply, { status: 200, html: framed }, false);
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('console.html');
    }
    // A signed-in partner's home page is its workspace: drawn for the hint's type (entry-server.tsx),
    // or the shell when the hint names none (an older build's), never the visitor's page that the
    // workspace would push away after the first paint.
    const hint = signedInHintOf(request);
    const { token } = tokenOf(request);
    const result =
      render && !(isHomePage(request.url) && hint && !hint.type)
        ? await render(
            {
              url: request.url,
              origin: publicOrigin(request, app.deps.env),
              // The partner's frame: with its token its data is loaded as it, for the kind of browser it said it is.
              ...(hint?.type ? { partner: hint, phone: saysPhone(request), ...(token ? { token } : {}) } : {}),
            },
            hasCredentials(request),
          ).catch((error: unknown): WebRenderResult => {
            // A page that cannot be drawn here is still a page: the browser renders it from the shell.
            request.log.error({ err: error, url: request.url }, 'page render failed; the shell was sent');
            return { kind: 'shell' };
          })
        : ({ kind: 'shell' } satisfies WebRenderResult);
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    if (result.kind === 'shell') {
      if (!result.html) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html');
      }
      return sendPage(request, reply, { status: 200, html: result.html }, token !== undefined);
    }
    return sendPage(request, reply, result, token !== undefined);
  });
}

/**
 * What the web build wrote beside its server renderer (apps/web/vite.config.ts): its stamp, which
 * /version.json names so a tab of an older build sees it is outdated (spec 1 §4), and its mode.
 */
export function readBuildStamp(dist: string): { version?: string; mode?: string } {
  const file = path.join(dist, 'server', 'build-stamp.json');
  if (!existsSync(file)) return {};
  try {
    const { version, mode } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown; mode?: unknown };
    return {
      ...(typeof version === 'string' && version.trim() !== '' ? { version: version.trim() } : {}),
      ...(typeof mode === 'string' ? { mode } : {}),
    };
  } catch {
    return {};
  }
}

/** The console page with its frame (apps/web/src/console/app/console-frame.tsx); null when there is none or it cannot be drawn. */
function consoleFrameOf(request: FastifyRequest, renderer: ConsoleRenderer | null): string | null {
  if (!renderer) return null;
  try {
    return renderer.render({ url: request.url, phone: saysPhone(request) });
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'console frame failed; the plain page was sent');
    return null;
  }
}

/** /quan-tri and every page below it (not /quan-tri-x). */
export function isConsolePage(url: string): boolean {
  return /^\/quan-tri(?:[/?#]|$)/.test(url);
}

/**
 * Pages the portal frames in its own pages: an order's public progress (`/tien-trinh/{token}`),
 * shown inside the order's detail. Every other answer keeps `frame-ancestors 'none'`.
 */
function isFramedPage(url: string): boolean {
  return url.startsWith(`${PROGRESS_PAGE_PATH}/`);
}

/** The portal's own pages may frame this answer, no other site may (helmet has set the headers on the raw reply). */
function allowFramingBySelf(reply: FastifyReply) {
  const csp = reply.raw.getHeader('content-security-policy');
  if (typeof csp === 'string')
    reply.raw.setHeader('content-security-policy', csp.replace(/frame-ancestors [^;]*/, "frame-ancestors 'self'"));
  reply.raw.setHeader('x-frame-options', 'SAMEORIGIN');
}

type Page = { status: number; html: string };
type Encoded = { etag: string; br?: Buffer; gzip?: Buffer };
/** Per rendered page (the page cache hands out the same object while it holds it): its tag and compressed bytes. */
const encoded = new WeakMap<Page, Encoded>();

function encodingsOf(page: Page): Encoded {
  let found = encoded.get(page);
  if (!found) {
    found = { etag: weakEtag(page.html) };
    encoded.set(page, found);
  }
  return found;
}

/**
 * A rendered page: revalidated on every visit (its scripts change with each deployment), 304 when
 * unchanged, compressed as the browser accepts (antd's styles make a form page's HTML large).
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, withToken: boolean) {
  const enc = encodingsOf(page);
  // A page drawn with a partner's token holds its data: kept nowhere, not even by this browser.
  reply.header('cache-control', withToken ? 'private, no-store' : hasCredentials(request) ? 'private, no-cache' : 'public, no-cache');
  reply.header('vary', 'Accept-Encoding, Authorization, Cookie');
  reply.header('etag', enc.etag);
  reply.type('text/html; charset=utf-8');
  if (page.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], enc.etag)) return reply.code(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.code(page.status);
  if (/\bbr\b/.test(accepts)) {
    enc.br ??= brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(enc.br);
  }
  if (/\bgzip\b/.test(accepts)) {
    enc.gzip ??= gzipSync(page.html, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(enc.gzip);
  }
  return reply.send(page.html);
}

const isHomePage = (url: string) => url === '/' || url.startsWith('/?') || url.startsWith('/#');
const signedInHintOf = (request: FastifyRequest) => parseSignedInHint(signedInHintIn(request.headers.cookie));
/** The partner's token (SESSION_COOKIE), which only the page renderer reads (never the API). */
function tokenOf(request: FastifyRequest): { token?: string } {
  const raw = cookieIn(request.headers.cookie, SESSION_COOKIE);
  if (!raw) return {};
  try {
    const token = decodeURIComponent(raw);
    return token ? { token } : {};
  } catch {
    return {};
  }
}
/** The browser says it is a phone: its client hint (`Sec-CH-UA-Mobile: ?1`), else "Mobi" in its user agent (Safari, Firefox). */
function saysPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi/.test(String(request.headers['user-agent'] ?? ''));
}
const hasCredentials = (request: FastifyRequest) => request.headers.authorization !== undefined || request.headers.cookie !== undefined;
