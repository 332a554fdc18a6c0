import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import web from './apps/web/vitest.config.ts';

/**
 * The web app's component tests share each worker's modules (`isolate: false`, as the API's do):
 * importing React, antd and the app once per worker rather than once per file halves their time.
 * A file that replaces a module for itself (`vi.mock`) needs modules of its own: those run in
 * 'web-mocks', isolated, found here by what they contain, so a new one cannot land in the wrong half.
 */
const WEB = 'apps/web';
const mocking = globSync('src/**/*.test.{ts,tsx}', { cwd: WEB }).filter((file) =>
  /\bvi\.mock\(/.test(readFileSync(`${WEB}/${file}`, 'utf8')),
);

export default defineConfig({
  test: {
    // One file per core (vitest's own default keeps one core free, which on a two-core machine runs
    // every file one after another): API files wait on PostgreSQL and each has its own database, web
    // files each their own jsdom, so two at a time roughly halve the pass.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/contract',
      'apps/api',
      { ...web, test: { ...web.test, name: 'web', isolate: false, exclude: mocking } },
      { ...web, test: { ...web.test, name: 'web-mocks', include: mocking } },
      // The repository's own tools (scripts/*.test.ts), in Node.
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
