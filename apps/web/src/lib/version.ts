/**
 * Cache version (spec 1 §4): the server's /version.json against the build stamp. Versions are
 * dotted numbers ("2025.09.17.00"); missing parts count as 0, non-numbers as 0.
 */
export function compareVersions(a: string, b: string): number {
  const left = a.trim().split('.');
  const right = b.trim().split('.');
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const x = Number.parseInt(left[i] ?? '0', 10) || 0;
    const y = Number.parseInt(right[i] ?? '0', 10) || 0;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}

export function isNewerVersion(serverVersion: string, builtVersion: string): boolean {
  return compareVersions(serverVersion, builtVersion) > 0;
}

/** Where the browser build leaves its stamp for the API (`dist/server` is read from disk, never sent). */
export const BUILD_STAMP_FILE = 'server/build-stamp.json';

/**
 * A build's stamp when none is given: its UTC date and time, "YYYY.MM.DD.HHmm" (the spec's
 * "2025.09.17.00" shape, its last part the hour and minute so two builds of one day differ).
 */
export function buildStampOf(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}.${two(date.getUTCMonth() + 1)}.${two(date.getUTCDate())}.${two(date.getUTCHours())}${two(date.getUTCMinutes())}`;
}

/** sessionStorage key remembering which server version already caused a reload this tab. */
export const RELOAD_GUARD_KEY = 'portal.reloadedForVersion';

/**
 * At start, a stale build reloads once per server version: if the reload did not bring the
 * new build (a cache in between), the app stays and shows the update button instead of looping.
 */
export function claimAutoReload(serverVersion: string, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  try {
    if (storage.getItem(RELOAD_GUARD_KEY) === serverVersion) return false;
    storage.setItem(RELOAD_GUARD_KEY, serverVersion);
    return true;
  } catch {
    // Without storage there is no loop guard, so never reload by ourselves.
    return false;
  }
}

/**
 * The "Cập nhật phiên bản mới" action (and the reload at start): drop every Cache Storage cache,
 * then reload. The service worker stays registered (unregistering it would end this browser's push
 * subscription): pages come from the network (the worker answers a navigation from its cache only
 * offline), and the new page registers the worker under its own stamp, which installs the new one.
 */
export async function refreshToLatest(): Promise<void> {
  try {
    if ('caches' in window) {
      const names = await window.caches.keys();
      await Promise.all(names.map((name) => window.caches.delete(name)));
    }
  } catch {
    // A cache that cannot be cleared does not stop the reload.
  } finally {
    window.location.reload();
  }
}
