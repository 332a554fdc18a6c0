import { POPUP_DONT_SHOW_KEY } from '@portal/contract';
import { type Browser, chromium, type Locator, type Page, type Request, type Response } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const baseUrl = () => inject('baseUrl');

/**
 * A fresh browser context on the server under test. The demo data's popup banner would cover
 * every logged-in page, so journeys start with "do not show again" ticked unless they are about
 * the popup (`{ popup: true }`).
 */
export async function newPage(browser: Browser, options: { popup?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'vi-VN' });
  if (!options.popup) {
    await context.addInitScript((key) => window.localStorage.setItem(key, '1'), POPUP_DONT_SHOW_KEY);
  }
  return context.newPage();
}

/**
 * Opens `path` and waits until React runs the page: a server-rendered page shows its form before
 * its script has hydrated it, and what is typed into it before then is not the form's yet.
 */
export async function goto(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

/**
 * Clicks a dialog's button until the call it makes has gone (at most three clicks, five seconds
 * apart), then returns the answer. On a busy machine a click that lands while antd's dialog is
 * still opening can be lost; a click whose request has gone is never repeated.
 */
export async function clickUntilSent(page: Page, button: Locator, request: (req: Request) => boolean): Promise<Response> {
  const answer = page.waitForResponse((res) => request(res.request()));
  let sent = false;
  const onRequest = (req: Request) => {
    if (request(req)) sent = true;
  };
  page.on('request', onRequest);
  try {
    for (let attempt = 1; attempt <= 3 && !sent; attempt++) {
      await button.click();
      const deadline = Date.now() + 5_000;
      while (!sent && Date.now() < deadline) await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', onRequest);
  }
  return answer;
}

/**
 * Clicks a dialog's closing button until the dialog is gone (at most three clicks, five seconds
 * apart): on a busy machine a click that lands while antd's dialog is still opening can be lost.
 */
export async function clickUntilHidden(button: Locator, dialog: Locator): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (!(await dialog.isVisible())) return;
    await button.click();
    if (
      await dialog.waitFor({ state: 'hidden', timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await dialog.waitFor({ state: 'hidden' });
}
