import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { antdLocaleLoading } from '@/lib/antd-locale';
import { failOnAntdDeprecations, watchAntdDeprecations } from './antd-deprecations';
import { WAIT_GUARD_MS } from './wait-guard';
import { atWidth, DESKTOP_WIDTH, matchWidth } from './viewport';

// Web Push registration runs in the root layout of every signed-in page; jsdom has no service worker,
// so it would raise the "not supported" toast in every screen test. Its logic is tested on its own
// (features/push/sync-push.test.ts); screens render without it.
vi.mock('@/features/push/use-push-sync', () => ({ usePushSync: () => {}, PushSync: () => null }));

// jsdom neither loads nor applies stylesheets, so antd's (lib/antd-styles.ts) would never say it has
// loaded and every antd screen would wait for it; the browser journeys (e2e/) load the real one.
vi.mock('@/lib/antd-styles', () => ({ ANTD_STYLES_HREF: '/assets/antd.css', loadAntdStyles: () => Promise.resolve() }));

// A wait ends when the state it waits for appears (a find, a waitFor), however long a busy machine
// takes to get there: its only deadline is the test's own, a guard against a hang (vitest.config.ts).
configure({ asyncUtilTimeout: WAIT_GUARD_MS });

// An antd API that its next major version removes fails the test that used it (antd-deprecations.ts).
// Registered before the cleanup, so it runs after it (vitest runs after-hooks last first) and also
// sees what an unmount printed; a warning outside any test fails its file.
watchAntdDeprecations();
afterEach(failOnAntdDeprecations);
afterAll(failOnAntdDeprecations);

// Globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // The files of a worker share its document (vitest.config.ts): what a portal or a test left in the
  // body goes with its test.
  document.body.replaceChildren();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// The notices' holder loads with the first notice (app/notifier-provider.tsx). A file whose last notice
// started that import as the file ended left the next file of the worker (they share modules) a failed
// import, which React.lazy keeps: its screens then rendered nothing. Loaded before any test instead.
await import('@/app/notification-holder');

// A screen rendered late in a file starts loading antd's Vietnamese texts; the file waits for that import before
// its environment is torn down, or the import lands after it (an unhandled teardown error).
afterAll(() => antdLocaleLoading());

// jsdom lacks what antd's responsive helpers and the page frame call. Width queries are answered for the
// window's width (jsdom's 1024 px: a desktop); a test of the phone layout narrows it with `atWidth` from
// testing/viewport.ts before it renders.
if (!window.matchMedia) Object.defineProperty(window, 'matchMedia', { writable: true, value: matchWidth });
// Every file and every test starts at the desktop width. Here, not in viewport.ts: this file runs for
// each test file, while a module is evaluated once per worker (the web project shares modules).
atWidth(DESKTOP_WIDTH);
afterEach(() => atWidth(DESKTOP_WIDTH));
window.scrollTo = () => {};
// antd measures the scrollbar (a `::-webkit-scrollbar` pseudo-element) each time a dialog opens; jsdom
// computes no pseudo-element's style, answers the element's own and says so on the console. The same
// answer, without the line (once per window: the files of a worker share it).
const QUIET = Symbol.for('portal.quietComputedStyle');
type QuietComputedStyle = typeof window.getComputedStyle & { [QUIET]?: true };
if (!(window.getComputedStyle as QuietComputedStyle)[QUIET]) {
  const computedStyle = window.getComputedStyle.bind(window);
  const quiet: QuietComputedStyle = (element) => computedStyle(element);
  quiet[QUIET] = true;
  window.getComputedStyle = quiet;
}
Element.prototype.scrollIntoView ??= () => {};
// antd measures tables, tabs and counted text areas; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
