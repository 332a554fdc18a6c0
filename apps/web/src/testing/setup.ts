import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { antdLocaleLoading } from '@/lib/antd-locale';
import { WAIT_GUARD_MS } from './wait-guard';

// Web Push registration runs in the root layout of every signed-in page; jsdom has no service worker,
// so it would raise the "not supported" toast in every screen test. Its logic is tested on its own
// (features/push/sync-push.test.ts); screens render without it.
vi.mock('@/features/push/use-push-sync', () => ({ usePushSync: () => {}, PushSync: () => null }));

// A wait ends when the state it waits for appears (a find, a waitFor), however long a busy machine
// takes to get there: its only deadline is the test's own, a guard against a hang (vitest.config.ts).
configure({ asyncUtilTimeout: WAIT_GUARD_MS });

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // The files of a worker share its document (vitest.config.ts): what a portal or a test left in the
  // body goes with its test.
  document.body.replaceChildren();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// A screen rendered late in a file starts loading antd's Vietnamese texts; the file waits for that import before
// its environment is torn down, or the import lands after it (an unhandled teardown error).
afterAll(() => antdLocaleLoading());

// jsdom lacks what antd's responsive helpers and the page frame call.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
// antd measures tables, tabs and counted text areas; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
