import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startServer } from '../apps/api/test/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Starts the real server (embedded PostgreSQL, demo data, built web app) for the journeys. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_DIST: path.join(root, 'apps/web/dist'),
      // Journeys change content and look at it at once: no reuse of rendered pages.
      PAGE_CACHE_SECONDS: '0',
    },
    90_000,
  );
  const baseUrl = server.base;
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
