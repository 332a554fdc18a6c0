import { afterEach, expect } from 'vitest';
import { takeConsoleErrors } from './browser.ts';

// No journey passes with an error in a page's console (browser.ts `watchConsole`).
afterEach(() => {
  expect(takeConsoleErrors(), 'errors in the console of the pages this test opened').toEqual([]);
});
