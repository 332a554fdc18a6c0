import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from '../../apps/api/src/db/client.ts';
import { runningEmbeddedUrl } from '../../apps/api/src/db/embedded-postgres.ts';

/** The repository root: the server runs from here. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The machine's PostgreSQL (trust auth, superuser); MACHINE_DATABASE_URL overrides it. */
export const MACHINE_PG = process.env.MACHINE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  /** The database the server uses (the embedded one's URL, or the DATABASE_URL it was given). */
  databaseUrl: string;
  stop: () => Promise<void>;
};

export type ServerOptions = {
  /** Use this PostgreSQL; unset: the server starts its embedded PostgreSQL 18 in a temporary DATA_DIR. */
  databaseUrl?: string | undefined;
  env?: Record<string, string>;
};

/**
 * Starts the real server (apps/api/src/server.ts) as a child process with the project's Node,
 * on a free port and a temporary DATA_DIR, and waits for /api/health. Its output is kept and
 * shown only when it fails to start.
 */
export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...parentEnv,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    LOGIN_RATE_MAX: '1000000',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  };
  const child: ChildProcess = spawn(process.execPath, ['apps/api/src/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('server did not answer /api/health within 120 s');
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${(err as Error).message}\n--- server output ---\n${output}`);
  }

  const databaseUrl = opts.databaseUrl ?? (await runningEmbeddedUrl(dataDir));
  if (!databaseUrl) throw new Error('cannot find the embedded PostgreSQL URL');

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  return { baseUrl, dataDir, databaseUrl, stop };
}

/** A fresh database on the machine's PostgreSQL, or undefined (with the reason) when it is unreachable. */
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

/** A short-lived connection for data generation and ANALYZE beside the running server. */
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
