import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** The database or a transaction: what every repository function takes. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

export function connect(url: string, max = 20, onQuery?: (query: string, params: unknown[]) => void): Database {
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
  const db = drizzle(pool, { schema, ...(onQuery ? { logger: { logQuery: onQuery } } : {}) });
  return { db, pool, close: () => pool.end() };
}

/** Applies the checked-in migrations; a cluster-wide advisory lock serialises concurrent starts. */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
}
