import { APP_VERSION, type Device, NOTICE } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { spyNotifier } from '@/testing/notifier-spy';
import type { PushBrowser, SubscriptionLike } from './browser-push';
import { localPush, PUSH_TOKEN_KEY } from './local-push';
import { PUSH_DENIED_HELP, PUSH_NOTICE_KEY } from './push-toasts';
import { forgetLocalPush, syncPush } from './sync-push';

// A P-256 public key as the server gives it (URL-safe base64 of 65 bytes) and another one.
const SERVER_KEY = `BA${'A'.repeat(85)}`;
const OLD_KEY = `BB${'B'.repeat(85)}`;
const keyBytes = (key: string) => Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;

const SUB = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'authsecret0123456' } };
const TOKEN = JSON.stringify({ endpoint: SUB.endpoint, expirationTime: null, keys: SUB.keys });
const USER = 'u1';
const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const device = (over: Partial<Device> = {}): Device => ({
  id: 'd1',
  token: TOKEN,
  partnerCategoryType: 2,
  deviceType: 0,
  appVersion: '1.0.0',
  deviceInfo: 'Chrome 142 trên Windows',
  createdAt: '2026-03-01T01:00:00.000Z',
  lastSeenAt: '2026-03-01T01:00:00.000Z',
  ...over,
});

function subscription(key: string, json: unknown = { endpoint: SUB.endpoint, expirationTime: null, keys: SUB.keys }): SubscriptionLike {
  return { toJSON: () => json, unsubscribe: vi.fn(async () => true), options: { applicationServerKey: keyBytes(key) } };
}

/** A browser that supports push, with `permission`, an optional existing subscription and what `subscribe` gives. */
function fakeBrowser(
  over: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    existing?: SubscriptionLike | null;
    made?: SubscriptionLike;
  } = {},
) {
  let permission = over.permission ?? 'granted';
  let existing = over.existing ?? null;
  const made = over.made ?? subscription(SERVER_KEY);
  const manager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async () => {
      existing = made;
      return made;
    }),
  };
  const browser = {
    hasServiceWorker: true,
    hasPushApi: true,
    permission: () => permission,
    requestPermission: vi.fn(async () => {
      permission = over.answer ?? 'granted';
      return permission;
    }),
    pushManager: async () => manager,
    existingPushManager: async () => manager,
    userAgent: CHROME_UA,
  } satisfies PushBrowser;
  return { browser, manager };
}

/** The push API: the VAPID key, the device list (`listed`), registration (answer `register`). */
function fakeApi(listed: Device[] = [], register: () => Response = () => jsonResponse({ data: device(), message: 'ok' })) {
  return mockFetch((url, init) => {
    if (url === '/api/partner/device-tokens/vapid-public-key') return jsonResponse({ data: { publicKey: SERVER_KEY } });
    if (url.startsWith(`/api/partner/device-tokens/user/${USER}`)) return jsonResponse({ data: listed });
    if (url === '/api/partner/device-tokens/register' && init.method === 'POST') return register();
    return jsonResponse({ message: 'Không tìm thấy' }, 404);
  });
}

const registers = (calls: FetchCall[]) => calls.filter((c) => c.url === '/api/partner/device-tokens/register');
const input = { userId: USER, type: 'provider', trigger: 'load' } as const;

let notices: ReturnType<typeof spyNotifier>;
beforeEach(() => {
  notices = spyNotifier();
});

describe('push registration (spec 1 §4)', () => {
  it('registers a new subscription with the spec fields, once, and keeps the token locally', async () => {
    const { calls } = fakeApi([]);
    const { browser, manager } = fakeBrowser();
    expect(await syncPush(input, browser)).toBe('registered');
    expect(manager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array(keyBytes(SERVER_KEY)) });
    const [register] = registers(calls);
    expect(JSON.parse(String(register?.init.body))).toEqual({
      userId: USER,
      token: TOKEN,
      partnerCategoryType: 2,
      deviceType: 0,
      appVersion: APP_VERSION,
      deviceInfo: 'Chrome 142 trên Windows',
    });
    expect(calls.find((c) => c.url.startsWith('/api/partner/device-tokens/user/'))?.url).toBe(
      `/api/partner/device-tokens/user/${USER}?partnerCategoryType=2`,
    );
    expect(window.localStorage.getItem(PUSH_TOKEN_KEY)).toBe(TOKEN);
    // The registration raises no "Thành công" and no toast.
    expect(notices.success).not.toHaveBeenCalled();
    expect(notices.warning).not.toHaveBeenCalled();
    expect(notices.error).not.toHaveBeenCalled();
  });

  it('the same token with the same category already listed: no registration', async () => {
    const { calls } = fakeApi([device()]);
    const { browser } = fakeBrowser({ existing: subscription(SERVER_KEY) });
    expect(await syncPush(input, browser)).toBe('listed');
    expect(registers(calls)).toHaveLength(0);
  });

  it('the same subscription written in another key order is the same token', async () => {
    const reordered = JSON.stringify({ keys: { auth: SUB.keys.auth, p256dh: SUB.keys.p256dh }, endpoint: SUB.endpoint });
    const { calls } = fakeApi([device({ token: reordered })]);
    expect(await syncPush(input, fakeBrowser({ existing: subscription(SERVER_KEY) }).browser)).toBe('listed');
    expect(registers(calls)).toHaveLength(0);
  });

  it('the same token listed under another category: registered for this one', async () => {
    const { calls } = fakeApi([device({ partnerCategoryType: 0 })]);
    expect(await syncPush(input, fakeBrowser({ existing: subscription(SERVER_KEY) }).browser)).toBe('registered');
    expect(registers(calls)).toHaveLength(1);
  });

  it('a subscription made for another server key is replaced', async () => {
    const old = subscription(OLD_KEY);
    fakeApi([]);
    const { browser, manager } = fakeBrowser({ existing: old });
    expect(await syncPush(input, browser)).toBe('registered');
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(manager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('permission not yet given: asked once per session; a refusal shows the toast with the reset help', async () => {
    fakeApi([]);
    const { browser } = fakeBrowser({ permission: 'default', answer: 'denied' });
    expect(await syncPush(input, browser)).toBe('denied');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(notices.warning).toHaveBeenCalledWith(
      expect.objectContaining({
        key: PUSH_NOTICE_KEY,
        title: NOTICE.pushDenied,
        description: PUSH_DENIED_HELP,
        placement: 'bottomRight',
        duration: 2,
        closable: true,
      }),
    );
    // A reload in the same session: neither asked nor told again.
    expect(await syncPush(input, browser)).toBe('denied');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(notices.warning).toHaveBeenCalledTimes(1);
  });

  it('a prompt dismissed without an answer is not asked again this session', async () => {
    const { calls } = fakeApi([]);
    const { browser } = fakeBrowser({ permission: 'default', answer: 'default' });
    expect(await syncPush(input, browser)).toBe('not-asked');
    expect(await syncPush(input, browser)).toBe('not-asked');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
    expect(notices.warning).not.toHaveBeenCalled();
  });

  it('granted after asking: subscribed and registered', async () => {
    const { calls } = fakeApi([]);
    const { browser } = fakeBrowser({ permission: 'default', answer: 'granted' });
    expect(await syncPush(input, browser)).toBe('registered');
    expect(registers(calls)).toHaveLength(1);
  });

  it('every load while allowed re-checks the list and registers a subscription that is missing', async () => {
    const { calls } = fakeApi([]);
    const { browser } = fakeBrowser();
    await syncPush(input, browser);
    await syncPush(input, browser);
    expect(registers(calls)).toHaveLength(2);
  });

  it('a browser without service workers or the Push API: the spec messages, once per session', async () => {
    const { calls } = fakeApi([]);
    const { browser } = fakeBrowser();
    expect(await syncPush(input, { ...browser, hasServiceWorker: false })).toBe('unsupported');
    expect(notices.warning).toHaveBeenLastCalledWith(expect.objectContaining({ title: NOTICE.noServiceWorker, placement: 'bottomRight' }));
    expect(await syncPush(input, { ...browser, hasServiceWorker: false })).toBe('unsupported');
    expect(notices.warning).toHaveBeenCalledTimes(1);

    window.sessionStorage.clear();
    expect(await syncPush(input, { ...browser, hasPushApi: false })).toBe('unsupported');
    expect(notices.warning).toHaveBeenLastCalledWith(expect.objectContaining({ title: NOTICE.noPushApi }));
    expect(calls).toHaveLength(0);
  });

  it('the permission request failing: the generic push message', async () => {
    fakeApi([]);
    const { browser } = fakeBrowser({ permission: 'default' });
    browser.requestPermission.mockRejectedValueOnce(new Error('boom'));
    expect(await syncPush(input, browser)).toBe('failed');
    expect(notices.error).toHaveBeenCalledWith(expect.objectContaining({ title: NOTICE.pushGeneric, placement: 'bottomRight' }));
  });

  it('subscribing failing (no push service): the generic push message', async () => {
    fakeApi([]);
    const { browser, manager } = fakeBrowser();
    manager.subscribe.mockRejectedValueOnce(new DOMException('push service error', 'AbortError'));
    expect(await syncPush(input, browser)).toBe('failed');
    expect(notices.error).toHaveBeenCalledWith(expect.objectContaining({ title: NOTICE.pushGeneric }));
  });

  it('a subscription without its keys: the missing-data message, nothing sent', async () => {
    const { calls } = fakeApi([]);
    const { browser } = fakeBrowser({ made: subscription(SERVER_KEY, { endpoint: SUB.endpoint }) });
    expect(await syncPush(input, browser)).toBe('missing-data');
    expect(notices.error).toHaveBeenCalledWith(expect.objectContaining({ title: NOTICE.deviceMissingData }));
    expect(registers(calls)).toHaveLength(0);
  });

  it.each([
    ['the server error field', { error: 'Thiết bị bị chặn', message: 'Khác' }, 'Thiết bị bị chặn'],
    ['else its message', { message: 'Mã thiết bị không hợp lệ!' }, 'Mã thiết bị không hợp lệ!'],
    ['else the default', {}, NOTICE.deviceRegisterFailed],
  ])('a refused registration shows %s', async (_name, body, text) => {
    fakeApi([], () => jsonResponse(body, 400));
    expect(await syncPush(input, fakeBrowser().browser)).toBe('register-failed');
    expect(notices.error).toHaveBeenCalledTimes(1);
    expect(notices.error).toHaveBeenCalledWith(expect.objectContaining({ title: text, placement: 'bottomRight', duration: 2 }));
  });

  it('turned off here (removed on /tai-khoan): the load run does nothing, the user run turns it back on', async () => {
    const { calls } = fakeApi([]);
    localPush.setOff(USER, true);
    const { browser } = fakeBrowser();
    expect(await syncPush(input, browser)).toBe('off');
    expect(calls).toHaveLength(0);
    expect(await syncPush({ ...input, trigger: 'user' }, browser)).toBe('registered');
    expect(localPush.isOff(USER)).toBe(false);
  });

  it('the user run asks and tells even when this session already did', async () => {
    fakeApi([]);
    const { browser } = fakeBrowser({ permission: 'denied' });
    await syncPush(input, browser);
    await syncPush({ ...input, trigger: 'user' }, browser);
    expect(notices.warning).toHaveBeenCalledTimes(2);
  });

  it('no user id: the missing-data message', async () => {
    const { calls } = fakeApi([]);
    expect(await syncPush({ ...input, userId: '' }, fakeBrowser().browser)).toBe('missing-data');
    expect(notices.error).toHaveBeenCalledWith(expect.objectContaining({ title: NOTICE.deviceMissingData }));
    expect(calls).toHaveLength(0);
  });

  it('forgetting this browser cancels its subscription and the local token', async () => {
    const existing = subscription(SERVER_KEY);
    localPush.setToken(TOKEN);
    await forgetLocalPush(fakeBrowser({ existing }).browser);
    expect(existing.unsubscribe).toHaveBeenCalled();
    expect(localPush.token()).toBeNull();
  });
});
