import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Web Push in a journey. Headless Chromium here cannot reach a browser vendor's push service, so:
 * - `fakePushSubscription` makes the page's `PushManager` hand out a subscription that names a
 *   local push endpoint (apps/api/test/push-endpoint.ts `startPushEndpoint().subscribe()`): what the
 *   server then sends is checked and decrypted there, as a browser's push service would;
 * - `deliverPush` hands a payload to the page's service worker through the DevTools protocol (the
 *   browser's side of a push), and `shownNotifications` reads what the worker showed.
 */

export type PushSubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Notifications allowed for the portal's origin (the permission prompt never shows). */
export async function grantNotifications(context: BrowserContext, origin: string): Promise<void> {
  await context.grantPermissions(['notifications'], { origin });
}

/** Where the stand-in subscription is kept, so it survives reloads like a real one. */
const FAKE_KEY = '__e2ePushSubscription';

/**
 * Every page of `context` gets a `PushManager` whose `subscribe`/`getSubscription` answer with a
 * subscription for `subscription`'s endpoint and keys, made for the key the app asked with (so the
 * app's "made for the server's key?" check holds); `unsubscribe` forgets it.
 */
export async function fakePushSubscription(context: BrowserContext, subscription: PushSubscriptionJson): Promise<void> {
  await context.addInitScript(
    ({ sub, storageKey }) => {
      const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
      const fromBase64 = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      const make = (key: string) => ({
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: fromBase64(key).buffer },
        getKey: (name: 'p256dh' | 'auth') => fromBase64(sub.keys[name]).buffer,
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
        unsubscribe: async () => {
          window.localStorage.removeItem(storageKey);
          return true;
        },
      });
      const proto = window.PushManager?.prototype as unknown as Record<string, unknown> | undefined;
      if (!proto) return;
      proto.getSubscription = async () => {
        const key = window.localStorage.getItem(storageKey);
        return key === null ? null : make(key);
      };
      proto.subscribe = async (options: { applicationServerKey?: BufferSource | string }) => {
        const raw = options?.applicationServerKey;
        const bytes =
          typeof raw === 'string'
            ? fromBase64(raw)
            : raw instanceof ArrayBuffer
              ? new Uint8Array(raw)
              : new Uint8Array((raw as ArrayBufferView).buffer);
        const key = toBase64(bytes);
        window.localStorage.setItem(storageKey, key);
        return make(key);
      };
    },
    { sub: subscription, storageKey: FAKE_KEY },
  );
}

/** Both of the above: what a journey about push needs before its first page. */
export async function preparePush(context: BrowserContext, origin: string, subscription: PushSubscriptionJson): Promise<void> {
  await grantNotifications(context, origin);
  await fakePushSubscription(context, subscription);
}

/** Waits until the portal's service worker is active for the page (the browser's own `ready`). */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** The page's service worker registration id, as DevTools knows it (for `deliverPushMessage`). */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * Delivers `payload` (the JSON the server sends: `{ id, title, body, link, area }`) to the page's
 * service worker as a push message, through the DevTools protocol.
 */
export async function deliverPush(page: Page, payload: unknown): Promise<void> {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  try {
    const id = await registrationId(cdp, `${origin}/`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(payload) });
  } finally {
    await cdp.detach();
  }
}

export type ShownNotification = { title: string; body: string; tag: string; link: unknown };

/** The notifications the worker is showing now. */
export async function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const list = await registration.getNotifications();
    return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, link: (n.data as { link?: unknown } | null)?.link }));
  });
}

/** Waits until the worker shows a notification titled `title`, and returns it. */
export async function waitForNotification(page: Page, title: string, timeout = 10_000): Promise<ShownNotification> {
  let found: ShownNotification | undefined;
  await expect
    .poll(
      async () => {
        found = (await shownNotifications(page)).find((n) => n.title === title);
        return found;
      },
      { timeout },
    )
    .toBeDefined();
  return found as ShownNotification;
}
