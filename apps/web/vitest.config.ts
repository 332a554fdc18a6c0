import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { antdSheetPlugin } from './antd-sheet-plugin.ts';
import { iconNamesPlugin } from './icon-names-plugin.ts';
import { TEST_GUARD_MS } from './src/testing/wait-guard.ts';

/**
 * The web app's test project (name "web"), meant to be listed in the root vitest.config.ts
 * `projects`. Also runs on its own: `npx vitest run --config apps/web/vitest.config.ts`.
 */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The icon names' rewrite (icon-names-plugin.ts): the plugin for what Vite transforms, and the
  // Node hook, started with each worker, for antd and its icons, which Node loads itself.
  // antdSheetPlugin: the tests read antd's whole sheet (the plugin's dev-server reading).
  plugins: [react(), iconNamesPlugin(), antdSheetPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    execArgv: ['--import', new URL('./icon-names-hook.ts', import.meta.url).href],
    restoreMocks: true,
    unstubGlobals: true,
    // A hang guard, not a speed budget (src/testing/wait-guard.ts).
    testTimeout: TEST_GUARD_MS,
    hookTimeout: TEST_GUARD_MS,
  },
});
