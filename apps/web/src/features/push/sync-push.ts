import { APP_VERSION, DEVICE_TYPE, describeUserAgent, PARTNER_CATEGORY_CODES, type PartnerType } from '@portal/contract';
import { getDevices } from './api/get-devices';
import { getVapidPublicKey } from './api/get-vapid-key';
import { registerDevice } from './api/register-device';
import { browserPush, isForKey, type PushBrowser, vapidKeyBytes } from './browser-push';
import { isCompleteToken, isSameToken, localPush } from './local-push';
import { pushToasts } from './push-toasts';

export type PushSyncInput = {
  userId: string;
  type: PartnerType;
  /**
   * 'load': the automatic run after login and on each page load (asks and tells once per session,
   * respects "turned off here"); 'user': the user asked for it on /tai-khoan (always asks and tells).
   */
  trigger: 'load' | 'user';
};

export type PushSyncResult =
  | 'unsupported'
  | 'not-asked'
  | 'denied'
  | 'off'
  | 'listed'
  | 'registered'
  | 'failed'
  | 'missing-data'
  | 'register-failed';

/**
 * Spec 1 §4 push registration. After login the app asks for notification permission (once per
 * session), subscribes with the server's VAPID key and registers the subscription as the device's
 * token, unless the device list already has the same token with the same partner category. Every
 * load while signed in and allowed runs the same check, so a subscription the browser renewed is
 * registered again (browsers rarely fire `pushsubscriptionchange`); the server updates the row of
 * an endpoint it knows, so this never adds a device.
 */
export async function syncPush(input: PushSyncInput, browser: PushBrowser = browserPush()): Promise<PushSyncResult> {
  const { userId, trigger } = input;
  const byUser = trigger === 'user';
  // Toasts and the permission prompt: once per session on load; every time the user asks.
  const isFirst = byUser || !localPush.handled(userId);
  if (!userId) {
    if (isFirst) pushToasts.missingData();
    return 'missing-data';
  }
  if (!byUser && localPush.isOff(userId)) return 'off';
  if (byUser) localPush.setOff(userId, false);

  if (!browser.hasServiceWorker || !browser.hasPushApi) {
    if (isFirst) {
      localPush.markHandled(userId);
      if (browser.hasServiceWorker) pushToasts.noPushApi();
      else pushToasts.noServiceWorker();
    }
    return 'unsupported';
  }

  let permission = browser.permission();
  if (permission === 'default') {
    if (!isFirst) return 'not-asked';
    localPush.markHandled(userId);
    try {
      permission = await browser.requestPermission();
    } catch {
      pushToasts.generic();
      return 'failed';
    }
    // Dismissed without an answer: asked again next session.
    if (permission === 'default') return 'not-asked';
  }
  if (permission === 'denied') {
    if (isFirst) {
      localPush.markHandled(userId);
      pushToasts.denied();
    }
    return 'denied';
  }
  localPush.markHandled(userId);

  let token: string;
  try {
    token = await currentToken(browser);
  } catch {
    pushToasts.generic();
    return 'failed';
  }
  if (!isCompleteToken(token)) {
    pushToasts.missingData();
    return 'missing-data';
  }
  localPush.setToken(token);

  const category = PARTNER_CATEGORY_CODES[input.type];
  try {
    const listed = await getDevices(userId, category);
    if (listed.some((device) => device.partnerCategoryType === category && isSameToken(device.token, token))) return 'listed';
  } catch {
    // The list could not be read: registering again is harmless (the server updates by endpoint).
  }
  try {
    await registerDevice({
      userId,
      token,
      partnerCategoryType: category,
      deviceType: DEVICE_TYPE,
      appVersion: APP_VERSION,
      deviceInfo: describeUserAgent(browser.userAgent),
    });
    return 'registered';
  } catch (error) {
    pushToasts.registerFailed(error);
    return 'register-failed';
  }
}

/** The browser's subscription for the server's current key: the one it has, else a new one. */
async function currentToken(browser: PushBrowser): Promise<string> {
  const manager = await browser.pushManager();
  if (!manager) throw new Error('no service worker registration');
  const publicKey = await getVapidPublicKey();
  if (!publicKey) throw new Error('no VAPID public key');
  const key = vapidKeyBytes(publicKey);
  let subscription = await manager.getSubscription();
  if (subscription && !isForKey(subscription, key)) {
    // Made for another key (the server's keys changed): the push service would refuse our messages.
    await subscription.unsubscribe().catch(() => false);
    subscription = null;
  }
  subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return JSON.stringify(subscription.toJSON());
}

/**
 * This browser stops receiving push: its subscription is cancelled (the push service then answers
 * 410 and the server drops the device) and the local token forgotten. On logout, and when the user
 * removes this browser from /tai-khoan.
 */
export async function forgetLocalPush(browser: PushBrowser = browserPush()): Promise<void> {
  try {
    const manager = await browser.existingPushManager();
    const subscription = await manager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing more to do here: the server drops the device once its endpoint is gone.
  } finally {
    localPush.setToken(null);
  }
}
