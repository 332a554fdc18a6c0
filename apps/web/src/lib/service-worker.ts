import { isPortalPath } from '@portal/contract';
import { env } from '@/config/env';

/**
 * The portal's service worker (public/sw.js): the app shell cache and Web Push (spec 1 §4, §7).
 * Registered once per page, after the page's start, under this build's stamp (`/sw.js?v=<stamp>`):
 * the worker names its cache after it, and a new build's stamp installs the new worker.
 */
export const SERVICE_WORKER_PATH = '/sw.js';

export const serviceWorkerUrl = (stamp: string = env.buildStamp) => `${SERVICE_WORKER_PATH}?v=${encodeURIComponent(stamp)}`;

export const isServiceWorkerSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;

/** Registers the worker (once per page) and resolves with its registration; undefined where unsupported or refused. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!isServiceWorkerSupported()) return Promise.resolve(undefined);
  registering ??= navigator.serviceWorker.register(serviceWorkerUrl(), { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => {
    registering = undefined;
    console.warn('service worker not registered', error);
    return undefined;
  });
  return registering;
}

/** The registration once its worker is active (what `pushManager.subscribe` needs), registering it if needed. */
export async function activeServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await registerServiceWorker();
  if (!registration) return undefined;
  return registration.active ? registration : navigator.serviceWorker.ready;
}

export type WorkerMessage = { type: 'portal:navigate'; link: string } | { type: 'portal:push'; payload: unknown };

/**
 * Messages from the worker: a clicked notification asks an open tab to show its link (`onNavigate`,
 * the router's navigation, so the page does not reload). Returns the unsubscribe.
 */
export function listenToServiceWorker(onNavigate: (link: string) => void): () => void {
  if (!isServiceWorkerSupported()) return () => {};
  const onMessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<WorkerMessage> | null;
    if (data?.type === 'portal:navigate' && isPortalPath(data.link)) onNavigate(data.link);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
