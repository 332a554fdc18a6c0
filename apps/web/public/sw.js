// The portal's service worker (spec 1 §7 "a background worker registered for caching and push").
// Registered by the app as /sw.js?v=<build stamp> with scope / (apps/web/src/lib/service-worker.ts):
// the stamp names this version's cache, and a new stamp installs a new worker.
//
// What it caches, and what it never does:
// - hashed build files under /assets/: cache first (their names change with their content), in a
//   cache bounded to MAX_ASSETS entries, named after the build stamp;
// - the plain app shell (/index.html, no user's data in it) and the files it names: kept at install,
//   answered for a page only when the network fails (offline);
// - pages are always fetched from the network (a page rendered on the server is never replayed
//   from a cache, nor one user's page to another), /api/ and /version.json are never touched,
//   the operator console (/quan-tri) is left alone.
// On activation the caches of other stamps are deleted.

const STAMP = new URL(self.location.href).searchParams.get('v') || 'dev';
const CACHE = `portal-${STAMP}`;
const CACHE_PREFIX = 'portal-';
const SHELL = '/index.html';
const MAX_ASSETS = 200;
const FALLBACK_LINK = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    precacheShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

/** The shell and the entry files it names (scripts, styles, preloads), for a quick and offline start. */
async function precacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL, response);
  const files = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)) files.add(match[1]);
  await Promise.all([...files].map((file) => cache.add(file).catch(() => undefined)));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.mode === 'navigate' && !/^\/(?:api|quan-tri)(?:\/|$)/.test(url.pathname)) {
    event.respondWith(networkThenShell(request));
  }
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

/** Oldest entries go first once the cache holds more than MAX_ASSETS (keys come in insertion order). */
async function trim(cache) {
  const keys = await cache.keys();
  const extra = keys.length - MAX_ASSETS;
  for (let i = 0; i < extra; i++) {
    const key = keys[i];
    if (key && new URL(key.url).pathname !== SHELL) await cache.delete(key);
  }
}

async function networkThenShell(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

// ——— push (payload: { id, title, body, link, area }, apps/api notifications-service.ts pushPayload) ———

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.id || undefined,
        data: { link: payload.link },
        icon: '/favicon.svg',
        lang: 'vi',
      }),
      // Open pages may refresh what they show (an unread count); nothing depends on it.
      self.clients.matchAll({ type: 'window' }).then((list) => {
        for (const client of list) client.postMessage({ type: 'portal:push', payload });
      }),
    ]),
  );
});

function readPayload(data) {
  let value = {};
  if (data) {
    try {
      value = data.json();
    } catch {
      value = { body: data.text() };
    }
  }
  const text = (v) => (typeof v === 'string' ? v : '');
  return {
    id: text(value.id),
    title: text(value.title) || 'Cổng đối tác',
    body: text(value.body),
    link: safeLink(value.link),
    area: text(value.area),
  };
}

/**
 * Only a page of this site: the rule of `isPortalPath` (packages/contract/src/portal-path.ts), written
 * out again because this file is served as it is and imports nothing.
 */
function safeLink(link) {
  if (typeof link !== 'string' || !link.startsWith('/') || /[\\\s\p{Cc}]/u.test(link)) return FALLBACK_LINK;
  try {
    const url = new URL(link, self.location.origin);
    if (url.origin !== self.location.origin || /^[/\\]{2}/.test(decodeURIComponent(url.pathname))) return FALLBACK_LINK;
    return url.pathname + url.search + url.hash;
  } catch {
    return FALLBACK_LINK;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = safeLink(event.notification.data?.link);
  event.waitUntil(openLink(link));
});

/**
 * A portal tab that is open is brought forward and told where to go (the app navigates without a
 * reload: apps/web/src/lib/service-worker.ts); none open: a new window on the link.
 */
async function openLink(link) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const portal = windows.filter((client) => !new URL(client.url).pathname.startsWith('/quan-tri'));
  const client = portal.find((c) => c.focused) ?? portal.find((c) => c.visibilityState === 'visible') ?? portal[0];
  if (client) {
    const focused = await client.focus().catch(() => client);
    (focused ?? client).postMessage({ type: 'portal:navigate', link });
    return;
  }
  await self.clients.openWindow(link);
}

// Browsers rarely fire it; the page registers whatever subscription it finds on each load anyway.
self.addEventListener('pushsubscriptionchange', (event) => {
  const options = event.oldSubscription?.options;
  if (!options?.applicationServerKey) return;
  event.waitUntil(
    self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: options.applicationServerKey })
      .catch(() => undefined),
  );
});
