import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { seedDemo } from '../src/db/seed.ts';
import { startJobQueue } from '../src/lib/jobs/queue.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL when given (the machine's server in CI),
 * else an embedded one in a temporary folder. A template database is migrated (ours and pg-boss's)
 * and seeded once; each test file clones it (CREATE DATABASE … TEMPLATE), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tmp: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tmp = await mkdtemp(path.join(tmpdir(), 'portal-test-pg-'));
    const pgServer = await startEmbeddedPostgres(tmp, { info: () => undefined, warn: () => undefined });
    stopEmbedded = pgServer.stop;
    adminUrl = pgServer.url;
  }
  const template = `portal_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const tplUrl = withDatabase(adminUrl, template);
  const database = connect(tplUrl, 2);
  await runMigrations(database);
  await seedDemo(database.db);
  await database.close();
  // pg-boss's schema and queues too, so that each clone starts its queue without installing it.
  const queue = await startJobQueue(tplUrl, pino({ level: 'silent' }));
  await queue.stop({ timeoutMs: 1_000 });

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'portal_t%_${process.pid}%' OR datname = $1`,
      [template],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await stopEmbedded?.();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
