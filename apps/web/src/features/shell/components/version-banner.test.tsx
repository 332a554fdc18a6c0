import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_KEY } from '@/lib/version';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-app';
import { VersionBanner } from './version-banner';
import { UPDATE_BUTTON_LABEL } from './version-banner-view';

const refreshToLatest = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@/lib/version', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/version')>()),
  refreshToLatest,
}));

describe('version banner (spec 1 §4 cache version)', () => {
  beforeEach(() => {
    refreshToLatest.mockClear();
  });

  it('same version: nothing happens', async () => {
    const { calls } = mockFetch(() => jsonResponse({ version: '2025.09.17.00' }));
    renderWithProviders(<VersionBanner />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toMatch(/^\/version\.json\?t=\d+$/);
    expect(refreshToLatest).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: UPDATE_BUTTON_LABEL })).toBeNull();
  });

  it('a newer server version at start reloads once for that version', async () => {
    mockFetch(() => jsonResponse({ version: '2025.09.18.00' }));
    renderWithProviders(<VersionBanner />);
    await waitFor(() => expect(refreshToLatest).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe('2025.09.18.00');
  });

  it('still stale after that reload: the update button instead of a loop', async () => {
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, '2025.09.18.00');
    mockFetch(() => jsonResponse({ version: '2025.09.18.00' }));
    renderWithProviders(<VersionBanner />);
    const button = await screen.findByRole('button', { name: UPDATE_BUTTON_LABEL });
    expect(refreshToLatest).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(refreshToLatest).toHaveBeenCalledTimes(1);
  });
});
