import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort, startServer } from '../apps/api/test/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** Where the server sends its e-mail (SMTP_URL): a journey that reads mail listens there (personnel.e2e.ts). */
    smtpPort: number;
    /** The local push service's port (`startPushEndpoint(pushPort)`): the one plain-HTTP origin the server posts to. */
    pushPort: number;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Starts the real server (embedded PostgreSQL, demo data, built web app) for the journeys. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  // Mail really leaves through SMTP, as in production. Nothing listens there except while a journey
  // that reads mail runs: the queue keeps retrying the other messages, which stay readable in the outbox.
  const smtpPort = await freePort();
  // Push subscriptions may name only public https endpoints; the journeys' push service is let through
  // by name, so its port is chosen now, before the server reads its environment.
  const pushPort = await freePort();
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_DIST: path.join(root, 'apps/web/dist'),
      // Journeys change content and look at it at once: no reuse of rendered pages.
      PAGE_CACHE_SECONDS: '0',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUSH_TEST_ORIGINS: `http://127.0.0.1:${pushPort}`,
      // Every journey comes from 127.0.0.1, and the XSS sweep alone registers once per payload.
      REGISTER_RATE_MAX: '1000',
    },
    90_000,
  );
  const baseUrl = server.base;
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('smtpPort', smtpPort);
  project.provide('pushPort', pushPort);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
