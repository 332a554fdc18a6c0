import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APPOINTMENT_STATUS,
  APPOINTMENT_STATUS_LABELS,
  ORDER_TEXT,
  orderDeskEndpoints,
  operatorSelfEndpoints,
  pathOf,
  PROGRESS_STEP_LABELS,
} from '@portal/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runningEmbeddedUrl } from '../../apps/api/src/db/embedded-postgres.ts';
import { type ServerProcess, startServer } from '../../apps/api/test/server-process.ts';
import { goto, launchBrowser, newPage, signIn } from '../browser.ts';

/**
 * Live updates across servers (issue 37): ctv_demo keeps a waiting order open on one server while
 * customer care confirms it and takes the sample through another server of the same database; the
 * open page's header, its buttons and the bell follow without a reload, well before any polling
 * would have asked (the fallback polls every 30 s, the bell's every 60 s).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
/** Sooner than any polling would refresh the page: only the live stream can make it. */
const LIVE_WITHIN_MS = 15_000;

let browser: Browser;
let ctv: Page;
let other: ServerProcess;
let otherData: string;

beforeAll(async () => {
  const dbUrl = await runningEmbeddedUrl(inject('dataDir'));
  if (!dbUrl) throw new Error('the journeys’ server holds no embedded PostgreSQL');
  otherData = await mkdtemp(path.join(tmpdir(), 'portal-e2e-second-'));
  // A second server on the first one's database, as behind a load balancer.
  other = await startServer(
    {
      DATA_DIR: otherData,
      DATABASE_URL: dbUrl,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(root, 'apps/web/dist'),
    },
    90_000,
  );
  browser = await launchBrowser();
  ctv = await newPage(browser);
  await signIn(ctv, 'cong-tac-vien', 'ctv_demo');
});
afterAll(async () => {
  await browser?.close();
  await other?.stop();
  if (otherData) await rm(otherData, { recursive: true, force: true });
});

/** A desk call through the second server, as customer care. */
async function desk(token: string, url: string, body: unknown) {
  const res = await fetch(`${other.base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const unread = async (page: Page) => {
  const text = (await page.getByRole('link', { name: /^Thông báo/ }).textContent()) ?? '';
  return Number(/\((\d+) chưa đọc\)/.exec(text)?.[1] ?? 0);
};

describe('an open order follows what the desk does on another server', () => {
  it('confirmed and sampled through the second server: the header, the buttons and the bell agree without a reload', async () => {
    await goto(ctv, '/chi-dinh');
    const waiting = ctv.locator('.ant-table-row').filter({ hasText: APPOINTMENT_STATUS_LABELS[APPOINTMENT_STATUS.Pending] });
    await waiting.first().waitFor();
    await waiting.first().click();
    await ctv.waitForURL((url) => /^\/chi-dinh\/[0-9a-f-]{36}$/.test(url.pathname));
    const orderId = new URL(ctv.url()).pathname.split('/').pop() as string;
    const status = ctv.locator('.order-detail__status');
    await status.getByText(APPOINTMENT_STATUS_LABELS[APPOINTMENT_STATUS.Pending]).waitFor();
    await ctv.getByRole('button', { name: ORDER_TEXT.cancelOrder }).waitFor();
    const before = await unread(ctv);

    const login = await fetch(`${other.base}${operatorSelfEndpoints.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'qt_cskh', password: 'Demo@123' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await desk(token, pathOf(orderDeskEndpoints.status, { id: orderId }), { status: APPOINTMENT_STATUS.Confirmed });
    // The header and its buttons: confirmed, so neither edit nor cancel any more.
    await status.getByText(APPOINTMENT_STATUS_LABELS[APPOINTMENT_STATUS.Confirmed]).waitFor({ timeout: LIVE_WITHIN_MS });
    await ctv.getByRole('button', { name: ORDER_TEXT.cancelOrder }).waitFor({ state: 'detached', timeout: LIVE_WITHIN_MS });
    expect(await ctv.getByRole('button', { name: ORDER_TEXT.editOrder }).count()).toBe(0);

    // The sample taken puts the order in progress.
    await desk(token, pathOf(orderDeskEndpoints.progress, { id: orderId }), { step: 'SAMPLE_TAKEN' });
    await status.getByText(APPOINTMENT_STATUS_LABELS[APPOINTMENT_STATUS.InProgress]).waitFor({ timeout: LIVE_WITHIN_MS });
    // The bell: both changes are in the inbox.
    await expect.poll(() => unread(ctv), { timeout: LIVE_WITHIN_MS }).toBeGreaterThanOrEqual(before + 2);
    // The progress in the page's frame (drawn again for the order's new step) has the sample's time.
    const frame = ctv.frameLocator(`iframe[title="${ORDER_TEXT.progressTitle}"]`);
    await frame.getByText(PROGRESS_STEP_LABELS.SAMPLE_TAKEN).first().waitFor();
    await expect.poll(() => frame.getByText('Chưa thực hiện').count(), { timeout: LIVE_WITHIN_MS }).toBe(2);
  });
});
