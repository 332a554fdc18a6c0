import { type Device, NOTICE, NOTIFICATION_MSG } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { stubApi } from '@/testing/api-stub';
import { type FetchCall, jsonResponse } from '@/testing/fetch-mock';
import { spyNotifier } from '@/testing/notifier-spy';
import { renderApp } from '@/testing/render-app';
import { localPush } from '../local-push';

const DEVICES = '/api/partner/device-tokens/user/u1';
const sub = (endpoint: string) =>
  JSON.stringify({ endpoint, expirationTime: null, keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'authsecret0123456' } });
const HERE_TOKEN = sub('https://fcm.googleapis.com/fcm/send/here');

const device = (id: string, deviceInfo: string, token: string): Device => ({
  id,
  token,
  partnerCategoryType: 2,
  deviceType: 0,
  appVersion: '1.0.0',
  deviceInfo,
  createdAt: '2026-03-02T01:15:00.000Z',
  lastSeenAt: '2026-03-05T08:40:00.000Z',
});
const HERE = device('11111111-1111-4111-8111-111111111111', 'Chrome 142 trên Windows', HERE_TOKEN);
const PHONE = device(
  '22222222-2222-4222-8222-222222222222',
  'Chrome 141 trên Android 14',
  sub('https://fcm.googleapis.com/fcm/send/phone'),
);

/** A fake server keeping the user's push devices: the list and removing one. */
function fakeDevices(initial: Device[]): FetchCall[] {
  let live = [...initial];
  const { calls } = stubApi((url, init) => {
    const method = init.method ?? 'GET';
    if (url.startsWith(DEVICES) && method === 'GET') return jsonResponse({ data: live });
    if (url.startsWith('/api/partner/device-tokens/') && method === 'DELETE') {
      const id = url.slice('/api/partner/device-tokens/'.length);
      live = live.filter((d) => d.id !== id);
      return jsonResponse({ data: null, message: NOTIFICATION_MSG.deviceRemoved });
    }
    return undefined;
  });
  return calls;
}

const section = () => screen.getByRole('region', { name: 'Thiết bị nhận thông báo' });
const rowOf = (text: string) => within(section()).getByText(text).closest('tr') as HTMLElement;
const confirmOf = (text: string) =>
  waitFor(() => {
    const pop = [...document.querySelectorAll<HTMLElement>('.ant-popconfirm')].find((p) => p.textContent?.includes(text));
    if (!pop) throw new Error(`no confirmation "${text}"`);
    return pop;
  });

/** This browser's push subscription, as the service worker registration gives it. */
function fakeWorker() {
  const unsubscribe = vi.fn(async () => true);
  const getSubscription = vi.fn(async () => ({ unsubscribe }));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager: { getSubscription } }) },
  });
  return { unsubscribe };
}

beforeEach(() => {
  setSession({ token: 'tok', type: 'provider', isSubUser: false });
  localPush.setToken(HERE_TOKEN);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push devices on /tai-khoan', () => {
  it('lists the devices with their dates and "Thiết bị này" on this browser', async () => {
    const calls = fakeDevices([HERE, PHONE]);
    renderApp('/tai-khoan');
    expect(await screen.findByRole('heading', { name: 'Thiết bị nhận thông báo' })).toBeInTheDocument();
    await within(section()).findByText('Chrome 141 trên Android 14');
    for (const header of ['Thiết bị', 'Đăng ký lúc', 'Hoạt động gần nhất']) {
      expect(within(section()).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(rowOf('Chrome 142 trên Windows')).getByText('Thiết bị này')).toBeInTheDocument();
    expect(within(rowOf('Chrome 141 trên Android 14')).queryByText('Thiết bị này')).toBeNull();
    expect(within(rowOf('Chrome 141 trên Android 14')).getByText('02/03/2026 08:15')).toBeInTheDocument();
    expect(within(rowOf('Chrome 141 trên Android 14')).getByText('05/03/2026 15:40')).toBeInTheDocument();
    // Every category of the user's (the list call without a category filter).
    expect(calls.some((c) => c.url === DEVICES)).toBe(true);
    // This browser is listed: nothing to turn on.
    expect(within(section()).queryByRole('button', { name: 'Nhận thông báo trên thiết bị này' })).toBeNull();
  });

  it('removes another device after its confirmation, without touching this browser', async () => {
    const calls = fakeDevices([HERE, PHONE]);
    const { unsubscribe } = fakeWorker();
    const user = userEvent.setup();
    renderApp('/tai-khoan');
    await within(await waitFor(section)).findByText('Chrome 141 trên Android 14');
    const notifier = spyNotifier();
    await user.click(within(section()).getByRole('button', { name: 'Gỡ Chrome 141 trên Android 14' }));
    await user.click(within(await confirmOf('Gỡ Chrome 141 trên Android 14?')).getByRole('button', { name: 'Gỡ' }));
    await waitFor(() => expect(within(section()).queryByText('Chrome 141 trên Android 14')).toBeNull());
    expect(calls.filter((c) => c.init.method === 'DELETE').map((c) => c.url)).toEqual([`/api/partner/device-tokens/${PHONE.id}`]);
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(localPush.token()).toBe(HERE_TOKEN);
    // Device-token calls raise no "Thành công" (spec 1 §8).
    expect(notifier.success).not.toHaveBeenCalled();
  });

  it('removing this browser also cancels its subscription, forgets the token and keeps it off; the button turns it on again', async () => {
    const calls = fakeDevices([HERE, PHONE]);
    const { unsubscribe } = fakeWorker();
    const user = userEvent.setup();
    renderApp('/tai-khoan');
    await within(await waitFor(section)).findByText('Chrome 142 trên Windows');
    await user.click(within(section()).getByRole('button', { name: 'Gỡ thiết bị này' }));
    await user.click(within(await confirmOf('Gỡ thiết bị này?')).getByRole('button', { name: 'Gỡ' }));
    await waitFor(() => expect(within(section()).queryByText('Chrome 142 trên Windows')).toBeNull());
    expect(calls.filter((c) => c.init.method === 'DELETE').map((c) => c.url)).toEqual([`/api/partner/device-tokens/${HERE.id}`]);
    expect(unsubscribe).toHaveBeenCalled();
    expect(localPush.token()).toBeNull();
    expect(localPush.isOff('u1')).toBe(true);

    // Turning it on again runs the registration from the click (here: a browser without push).
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const notifier = spyNotifier();
    await user.click(await within(section()).findByRole('button', { name: 'Nhận thông báo trên thiết bị này' }));
    await waitFor(() => expect(notifier.warning).toHaveBeenCalledWith(expect.objectContaining({ title: NOTICE.noServiceWorker })));
    expect(localPush.isOff('u1')).toBe(false);
  });

  it('a failed load shows its inline error with a retry', async () => {
    let failing = true;
    stubApi((url) => {
      if (url.startsWith(DEVICES)) return failing ? jsonResponse({ message: 'Lỗi máy chủ.' }, 500) : jsonResponse({ data: [PHONE] });
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/tai-khoan');
    expect(await screen.findByText('Không tải được danh sách thiết bị nhận thông báo')).toBeInTheDocument();
    failing = false;
    await user.click(within(section()).getByRole('button', { name: 'Thử lại' }));
    expect(await within(section()).findByText('Chrome 141 trên Android 14')).toBeInTheDocument();
  });
});
