import { BUILD_VERSION } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { buildStampOf, claimAutoReload, compareVersions, isNewerVersion, RELOAD_GUARD_KEY, refreshToLatest } from './version';

describe('compareVersions', () => {
  it.each([
    ['2025.09.17.01', '2025.09.17.00', 1],
    ['2025.09.17.00', '2025.09.17.00', 0],
    ['2025.09.16.99', '2025.09.17.00', -1],
    ['2025.10.01.00', '2025.09.30.99', 1],
    ['2025.9.17', '2025.09.17.00', 0],
    ['2026', '2025.12.31.99', 1],
    ['1.10.0', '1.9.9', 1],
    ['garbage', '0.0.0', 0],
  ])('%s vs %s → %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('finds a newer server version against the build stamp', () => {
    expect(isNewerVersion('2025.09.18.00', BUILD_VERSION)).toBe(true);
    expect(isNewerVersion(BUILD_VERSION, BUILD_VERSION)).toBe(false);
    expect(isNewerVersion('2025.01.01.00', BUILD_VERSION)).toBe(false);
  });
});

describe('claimAutoReload', () => {
  it('allows one reload per server version in a tab', () => {
    const storage = window.sessionStorage;
    expect(claimAutoReload('2025.09.18.00', storage)).toBe(true);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBe('2025.09.18.00');
    expect(claimAutoReload('2025.09.18.00', storage)).toBe(false);
    expect(claimAutoReload('2025.09.19.00', storage)).toBe(true);
  });

  it('never reloads when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(claimAutoReload('2025.09.18.00', broken)).toBe(false);
  });
});

describe('buildStampOf', () => {
  it('stamps a build with its UTC date, hour and minute, newer than the spec stamp and than an earlier build', () => {
    const stamp = buildStampOf(new Date('2026-03-05T07:04:00Z'));
    expect(stamp).toBe('2026.03.05.0704');
    expect(isNewerVersion(stamp, BUILD_VERSION)).toBe(true);
    expect(isNewerVersion(buildStampOf(new Date('2026-03-05T13:00:00Z')), stamp)).toBe(true);
    expect(isNewerVersion(buildStampOf(new Date('2026-03-06T00:00:00Z')), buildStampOf(new Date('2026-03-05T23:59:00Z')))).toBe(true);
  });
});

describe('refreshToLatest', () => {
  it('clears every Cache Storage cache and reloads, leaving the service worker (and its push subscription) registered', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['portal-2025.09.17.00', 'other'],
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    const unregister = vi.fn();
    const getRegistrations = vi.fn(async () => [{ unregister }]);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations, getRegistration: getRegistrations },
    });
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    try {
      await refreshToLatest();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
    expect(deleted).toEqual(['portal-2025.09.17.00', 'other']);
    expect(unregister).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads even when the caches cannot be read', async () => {
    vi.stubGlobal('caches', {
      keys: async () => {
        throw new Error('denied');
      },
    });
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    try {
      await refreshToLatest();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
