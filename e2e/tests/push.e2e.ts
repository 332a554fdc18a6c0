import {
  type DeskPartnerPick,
  type Device,
  deviceTokenEndpoints,
  notificationDeskEndpoints,
  PARTNER_CATEGORY_CODES,
  pathOf,
  operatorSelfEndpoints,
  profileEndpoints,
} from '@portal/contract';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PushEndpoint, startPushEndpoint } from '../../apps/api/test/push-endpoint.ts';
import { baseUrl, goto, launchBrowser, newPage } from '../browser.ts';
import { deliverPush, preparePush, serviceWorkerReady, waitForNotification } from '../push.ts';

/**
 * Web Push end to end (spec 1 §4, §7): ncc_demo signs in, the app registers this browser's
 * subscription once (two reloads add nothing), the server's push reaches the local push endpoint
 * and, handed to the service worker, shows as a notification.
 */
let browser: Browser;
let pushService: PushEndpoint;

beforeAll(async () => {
  browser = await launchBrowser();
  pushService = await startPushEndpoint(inject('pushPort'));
});
afterAll(async () => {
  await browser?.close();
  await pushService?.close();
});

const isRegister = (req: Request) => req.method() === 'POST' && new URL(req.url()).pathname === deviceTokenEndpoints.register.path;
const isDeviceList = (req: Request) => req.method() === 'GET' && new URL(req.url()).pathname.startsWith('/api/partner/device-tokens/user/');

type SignedIn = { token: string; userId: string; code: string };

/** The signed-in partner's token (as the page keeps it), user id and partner code. */
async function sessionOf(page: Page): Promise<SignedIn> {
  const token = await page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('portal.session') ?? '{}') as { token?: string }).token ?? '',
  );
  const res = await fetch(`${baseUrl()}${pathOf(profileEndpoints.read, { type: 'provider' })}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await res.json()) as { data: { id: string; code: string } };
  return { token, userId: data.id, code: data.code };
}

async function devicesOf(session: SignedIn): Promise<Device[]> {
  const res = await fetch(`${baseUrl()}${pathOf(deviceTokenEndpoints.list, { userId: session.userId })}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Device[] }).data;
}

/** A call to the API outside the page (the operator's desk); `token` empty: none sent. */
async function call<T>(token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

describe('Web Push in the browser', () => {
  it('registers ncc_demo once, keeps one device over reloads, and shows the server push', async () => {
    const inbox = pushService.subscribe();
    const page = await newPage(browser);
    await preparePush(page.context(), baseUrl(), inbox.subscription);
    const registers: Request[] = [];
    page.on('request', (req) => {
      if (isRegister(req)) registers.push(req);
    });

    // Sign in: the app subscribes and registers the subscription (its category: provider).
    await goto(page, '/dang-nhap/nha-cung-cap');
    await page.getByLabel('Tên đăng nhập').fill('ncc_demo');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Demo@123');
    const registered = page.waitForResponse((res) => isRegister(res.request()));
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    const answer = await registered;
    expect(answer.status()).toBe(200);
    const body = answer.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ partnerCategoryType: PARTNER_CATEGORY_CODES.provider, deviceType: 0, appVersion: '1.0.0' });
    expect(JSON.parse(String(body.token))).toMatchObject({ endpoint: inbox.subscription.endpoint, keys: inbox.subscription.keys });
    await serviceWorkerReady(page);

    // Two reloads: each checks the device list and finds this browser there.
    for (let i = 0; i < 2; i++) {
      const listed = page.waitForResponse((res) => isDeviceList(res.request()));
      await page.reload();
      expect((await listed).status()).toBe(200);
    }
    expect(registers).toHaveLength(1);
    const session = await sessionOf(page);
    const mine = (await devicesOf(session)).filter((d) => JSON.parse(d.token).endpoint === inbox.subscription.endpoint);
    expect(mine).toHaveLength(1);

    // /tai-khoan lists it as this browser.
    await goto(page, '/tai-khoan');
    const section = page.getByRole('region', { name: 'Thiết bị nhận thông báo' });
    await section.getByText('Thiết bị này').waitFor();

    // A broadcast from the desk reaches the local push endpoint, decrypted; handed to the worker, it shows.
    const operator = await call<{ token: string }>('', operatorSelfEndpoints.login.path, { username: 'admin_demo', password: 'Demo@123' });
    const picks = await call<DeskPartnerPick[]>(
      operator.token,
      `${notificationDeskEndpoints.partners.path}?search=${encodeURIComponent(session.code)}&type=provider`,
    );
    const partner = picks.find((p) => p.code === session.code);
    expect(partner).toBeDefined();
    const title = `Thông báo thử ${Date.now()}`;
    await call(operator.token, notificationDeskEndpoints.broadcast.path, {
      title,
      body: 'Nội dung thông báo thử',
      link: '/tai-khoan',
      partnerIds: [partner?.id],
    });
    await expect.poll(() => inbox.received.find((r) => r.payload.title === title)?.payload, { timeout: 30_000 }).toBeDefined();
    const payload = inbox.received.find((r) => r.payload.title === title)?.payload;
    expect(payload).toMatchObject({ title, body: 'Nội dung thông báo thử', link: '/tai-khoan' });

    await deliverPush(page, payload);
    const shown = await waitForNotification(page, title);
    expect(shown).toMatchObject({ title, body: 'Nội dung thông báo thử', link: '/tai-khoan', tag: payload?.id });
    await page.context().close();
  });
});
