import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // Each file builds its own app on its own database (helpers.ts) and nothing mocks modules, so
    // the files of a worker can share its module graph: importing the server once per worker
    // instead of once per file saves about a minute of each API pass.
    isolate: false,
    // A deprecation fails its test rather than printing a line nobody reads (pg's "client.query() while
    // the client is already executing", a Promise.all inside a transaction, was one).
    execArgv: ['--throw-deprecation'],
    hookTimeout: 60_000,
  },
});
