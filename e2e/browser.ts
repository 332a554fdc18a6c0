import { LIVE_STREAM_PATHS, POPUP_DONT_SHOW_KEY } from '@portal/contract';
import { type Browser, type BrowserContext, chromium, type Locator, type Page, type Request, type Response } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const baseUrl = () => inject('baseUrl');

/**
 * What the pages of the running test wrote to the console as errors, and the exceptions they threw
 * (setup.ts fails the test on any): what the content security policy refused, a hydration
 * mismatch, an uncaught error. A resource answered with an error status is the API's answer that
 * the journey asked for (a 404, a refused login), which the test asserts itself.
 */
const consoleErrors: string[] = [];
export const takeConsoleErrors = (): string[] => consoleErrors.splice(0);

export async function watchConsole(context: BrowserContext): Promise<void> {
  context.on('console', (message) => {
    if (message.type() !== 'error' || /^Failed to load resource: /.test(message.text())) return;
    consoleErrors.push(`${message.location().url}: ${message.text()}`);
  });
  context.on('weberror', (error) => consoleErrors.push(`uncaught: ${error.error().message}`));
  // What the content security policy refused even where the page caught it (zod's probe for
  // `new Function`): the browser fires an event, and logs nothing the listener above would see.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`the content security policy refused ${e.violatedDirective} (${e.blockedURI}) at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

/**
 * A fresh browser context on the server under test. The demo data's popup banner would cover
 * every logged-in page, so journeys start with "do not show again" ticked unless they are about
 * the popup (`{ popup: true }`). `base`: another server than the shared one (a journey that starts
 * its own, `going-live.e2e.ts`). Headless Chromium refuses the notification permission at once,
 * which the app rightly reports in a toast; a journey is a user who closes the prompt instead
 * (asked again next session, no toast), unless it was granted (`e2e/push.ts`).
 */
export async function newPage(browser: Browser, options: { popup?: boolean; base?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: options.base ?? baseUrl(), locale: 'vi-VN' });
  await watchConsole(context);
  if (!options.popup) {
    // A document without storage (a PDF viewer, a sandboxed frame) has nothing to tick.
    await context.addInitScript((key) => {
      try {
        window.localStorage.setItem(key, '1');
      } catch {
        // no storage in this document
      }
    }, POPUP_DONT_SHOW_KEY);
  }
  await context.addInitScript(() => {
    if (typeof Notification === 'undefined' || Notification.permission === 'granted') return;
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'default' });
    Notification.requestPermission = () => Promise.resolve('default');
  });
  const page = await context.newPage();
  trackRequests(page);
  return page;
}

/** The live streams (lib/live-updates.ts): open for as long as the page, never part of "the page has loaded". */
const requestsOf = new WeakMap<Page, { inFlight: Set<Request>; lastActivity: number }>();

function trackRequests(page: Page) {
  const state = { inFlight: new Set<Request>(), lastActivity: Date.now() };
  requestsOf.set(page, state);
  const counts = (req: Request) => !LIVE_STREAM_PATHS.has(new URL(req.url()).pathname);
  page.on('request', (req) => {
    if (!counts(req)) return;
    state.inFlight.add(req);
    state.lastActivity = Date.now();
  });
  const ended = (req: Request) => {
    if (!state.inFlight.delete(req)) return;
    state.lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Playwright's 'networkidle' (no request for 500 ms) but for the live stream, which stays open for as
 * long as a signed-in page does: every other request of the page has ended, none for `quietMs`.
 */
export async function networkSettled(page: Page, quietMs = 500): Promise<void> {
  const state = requestsOf.get(page);
  if (!state) throw new Error('networkSettled: a page opened with newPage()');
  await page.waitForLoadState('load');
  await expect
    .poll(() => state.inFlight.size === 0 && Date.now() - state.lastActivity >= quietMs, { timeout: 30_000, interval: 100 })
    .toBe(true);
}

/**
 * Opens `path` and waits until React runs the page: a server-rendered page shows its form before
 * its script has hydrated it, and what is typed into it before then is not the form's yet.
 */
export async function goto(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appTookOver(page);
}

/**
 * The app has taken the page over: React's root, and no longer the frame the server drew of a
 * page behind login (inert until the page is drawn over it, apps/web/src/main.tsx).
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && !root.hasAttribute('inert') && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Clicks `button` and returns the answer to the call the click makes (the one `request` matches).
 * When none comes, the error says what the page showed: whether the button was there and enabled,
 * which dialogs and notices were open, the calls still in flight, so a failure in CI can be read.
 */
export async function clickForResponse(page: Page, button: Locator, request: (req: Request) => boolean): Promise<Response> {
  const inFlight = new Set<Request>();
  const started = (req: Request) => inFlight.add(req);
  const ended = (req: Request) => inFlight.delete(req);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const [answer] = await Promise.all([page.waitForResponse((res) => request(res.request())), button.click()]);
    return answer;
  } catch (error) {
    const pending = [...inFlight].map((req) => `${req.method()} ${req.url()}`);
    throw new Error(`${(error as Error).message}\n${await describePage(page, button)}\ncalls in flight: ${pending.join(', ') || 'none'}`);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** The page's state around `target`, in a few lines, for an error message. */
async function describePage(page: Page, target: Locator): Promise<string> {
  const quick = { timeout: 2000 };
  const count = await target.count().catch(() => -1);
  const state =
    count === 1
      ? `visible ${await target.isVisible(quick).catch(() => '?')}, enabled ${await target.isEnabled(quick).catch(() => '?')}`
      : `${count} matches`;
  const overlays = await page
    .locator('.ant-modal-wrap:visible, .ant-drawer-open, .ant-message-notice, .ant-notification-notice')
    .allInnerTexts()
    .catch(() => [] as string[]);
  return [
    `at ${page.url()}`,
    `${target}: ${state}`,
    `open: ${overlays.map((t) => JSON.stringify(t.slice(0, 200))).join(' | ') || 'nothing'}`,
  ].join('\n');
}

/** Presses Tab (Shift+Tab when `back`) until `target` has the keyboard focus, at most `max` times. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the keyboard never reached ${target}`);
}

/** Signs a partner in through its login page (`routeKey`: cong-tac-vien, doanh-nghiep, nha-cung-cap) and waits for the home page. */
export async function signIn(page: Page, routeKey: string, username: string, password = 'Demo@123'): Promise<void> {
  await goto(page, `/dang-nhap/${routeKey}`);
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The signed-in partner's session token, as the web app keeps it. */
export const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(window.localStorage.getItem('portal.session') ?? '{}') as { token?: string }).token ?? '');
