import { activeServiceWorker, isServiceWorkerSupported } from '@/lib/service-worker';

/** The parts of a push subscription the app uses (PushSubscription, or a stand-in in tests). */
export type SubscriptionLike = {
  toJSON: () => unknown;
  unsubscribe: () => Promise<boolean>;
  options?: { applicationServerKey?: ArrayBuffer | null };
};

export type PushManagerLike = {
  getSubscription: () => Promise<SubscriptionLike | null>;
  subscribe: (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array<ArrayBuffer> }) => Promise<SubscriptionLike>;
};

/** What the push registration needs from the browser; `browserPush()` is the real one. */
export type PushBrowser = {
  hasServiceWorker: boolean;
  hasPushApi: boolean;
  permission: () => NotificationPermission;
  requestPermission: () => Promise<NotificationPermission>;
  /** The active worker's push manager (registering the worker if needed); undefined if it could not be had. */
  pushManager: () => Promise<PushManagerLike | undefined>;
  /** The push manager of a worker already registered, without registering one (logout, removal). */
  existingPushManager: () => Promise<PushManagerLike | undefined>;
  userAgent: string;
};

export function browserPush(): PushBrowser {
  const hasServiceWorker = isServiceWorkerSupported();
  return {
    hasServiceWorker,
    hasPushApi: typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    pushManager: async () => (await activeServiceWorker())?.pushManager,
    existingPushManager: async () => (hasServiceWorker ? (await navigator.serviceWorker.getRegistration())?.pushManager : undefined),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  };
}

/** A VAPID key (URL-safe base64, as the server gives it) as the bytes `subscribe` takes. */
export function vapidKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(key.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made for `key` (unknown, as some browsers leave it: taken as yes). */
export function isForKey(subscription: SubscriptionLike, key: Uint8Array): boolean {
  const made = subscription.options?.applicationServerKey;
  if (!made) return true;
  const bytes = new Uint8Array(made);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}
