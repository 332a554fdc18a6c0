import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const baseUrl = () => inject('baseUrl');

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'vi-VN' });
  return context.newPage();
}
