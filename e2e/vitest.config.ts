import { defineConfig } from 'vitest/config';

// Journeys through the real UI: one server (npm start's code path) on a fresh data folder,
// headless Debian Chromium driven by playwright-core. Files run one after another (2 cores).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['global-setup.ts'],
    // Fails a test whose pages wrote an error to their console (browser.ts).
    setupFiles: ['setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
