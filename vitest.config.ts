import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One file per core (vitest's own default keeps one core free, which on a two-core machine runs
    // every file one after another): API files wait on PostgreSQL and each has its own database, web
    // files each their own jsdom, so two at a time roughly halve the pass.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/contract',
      'apps/api',
      'apps/web',
      // The repository's own tools (scripts/*.test.ts), in Node.
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
