import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { installRowMapper } from './row-mapper.ts';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** The database or a transaction: what every repository function takes. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type Database = {
  db: Db;
  pool: pg.Pool;
  /** Calls `fn` with the text of every notice a statement of this pool raises (a trigger's RAISE NOTICE); returns the unsubscribe. */
  onNotice: (fn: (message: string) => void) => () => void;
  close: () => Promise<void>;
};

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

export function connect(url: string, max = 20, onQuery?: (query: string, params: unknown[]) => void): Database {
  // Rows mapped by a mapper compiled per statement instead of Drizzle's per-value checks (db/row-mapper.ts).
  installRowMapper();
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Fail fast when the database is down, so requests get a 503 instead of hanging.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 30_000,
  } as pg.PoolConfig);
  // An idle client losing its server (PostgreSQL restarted) must not crash the process.
  pool.on('error', () => undefined);
  const noticeListeners = new Set<(message: string) => void>();
  pool.on('connect', (client) =>
    client.on('notice', (notice) => {
      for (const fn of noticeListeners) fn(notice.message ?? '');
    }),
  );
  const onNotice = (fn: (message: string) => void) => {
    noticeListeners.add(fn);
    return () => void noticeListeners.delete(fn);
  };
  const db = drizzle(pool, { schema, ...(onQuery ? { logger: { logQuery: onQuery } } : {}) });
  return { db, pool, onNotice, close: () => pool.end() };
}

/** The checked-in migrations, oldest first: `createdAt` is what drizzle records for each one applied. */
export function codeMigrations(): Array<{ createdAt: number; hash: string }> {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => ({ createdAt: m.folderMillis, hash: m.hash }));
}

/**
 * Applies the checked-in migrations (`upTo`: only the first so many, as a restore does before it
 * loads a backup taken at that level); a cluster-wide advisory lock serialises concurrent starts.
 */
export async function runMigrations(database: Database, options: { upTo?: number } = {}): Promise<void> {
  const folder = options.upTo === undefined ? MIGRATIONS_FOLDER : await migrationsUpTo(options.upTo);
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
    if (folder !== MIGRATIONS_FOLDER) await rm(folder, { recursive: true, force: true });
  }
}

/** A copy of the migrations folder whose journal stops after the first `count` entries. */
async function migrationsUpTo(count: number): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, count);
  for (const entry of entries) await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}
