import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '../../apps/api/src/db/client.ts';
import { runningEmbeddedUrl } from '../../apps/api/src/db/embedded-postgres.ts';
import { startServer as startServerProcess } from '../../apps/api/test/server-process.ts';

/** The machine's PostgreSQL (trust auth, superuser); MACHINE_DATABASE_URL overrides it. */
export const MACHINE_PG = process.env.MACHINE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  /** The database the server uses (the embedded one's URL, or the DATABASE_URL it was given). */
  databaseUrl: string;
  /** The server process's id (for its CPU time). */
  pid: number;
  stop: () => Promise<void>;
};

export type ServerOptions = {
  /** Use this PostgreSQL; unset: the server starts its embedded PostgreSQL 18 in the temporary DATA_DIR. */
  databaseUrl?: string | undefined;
  /** The built web app to serve; unset: none (API only). */
  webDist?: string | undefined;
  /** More environment (Redis, an object store, a proxy to trust…); it wins over the defaults above. */
  env?: Record<string, string> | undefined;
};

/**
 * Starts the real server (apps/api/src/server.ts, through the tests' server-process helper) on a
 * free port with a temporary DATA_DIR, demo data, no per-request log lines and the login rate
 * limit out of the way, and waits for /api/health.
 */
export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  try {
    server = await startServerProcess(
      {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: opts.databaseUrl ?? '',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        LOGIN_RATE_MAX: '1000000',
        ...(opts.webDist ? { WEB_DIST: opts.webDist } : {}),
        ...opts.env,
      },
      120_000,
    );
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  const stopAll = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const databaseUrl = opts.databaseUrl || (await runningEmbeddedUrl(dataDir));
  if (!databaseUrl) {
    await stopAll();
    throw new Error('cannot find the embedded PostgreSQL URL');
  }
  let stopping: Promise<void> | undefined;
  return { baseUrl: server.base, dataDir, databaseUrl, pid: server.child.pid ?? 0, stop: () => (stopping ??= stopAll()) };
}

/** A fresh database on the machine's PostgreSQL, or `{ skipped }` with the reason when it is unreachable. */
export async function createMachineDatabase(): Promise<{ url: string; drop: () => Promise<void> } | { skipped: string }> {
  const admin = connect(MACHINE_PG, 1);
  const name = `portal_bench_${process.pid}_${Date.now().toString(36)}`;
  try {
    await admin.pool.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    await admin.close().catch(() => undefined);
    return { skipped: `machine PostgreSQL unreachable (${MACHINE_PG}): ${(err as Error).message}` };
  }
  const url = new URL(MACHINE_PG);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.close();
      }
    },
  };
}

/** A small pool for queries beside the running server (version, checks). */
export function openDb(url: string) {
  return connect(url, 2);
}

/** POST JSON and return the parsed body (throws on a non-2xx answer). */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

export async function login(baseUrl: string, path: string, username: string, password = 'Demo@123'): Promise<string> {
  const res = await postJson<{ data: { token: string } }>(`${baseUrl}${path}`, { username, password });
  return res.data.token;
}
