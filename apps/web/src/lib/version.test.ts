import { BUILD_VERSION } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { claimAutoReload, compareVersions, isNewerVersion, RELOAD_GUARD_KEY } from './version';

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
