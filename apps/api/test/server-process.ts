import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/lib/free-port.ts';

/**
 * The server as a real process (what `npm start` runs), for the tests, scripts and benchmarks
 * that need one: a free port, the spawn, the wait for /api/health, the stop.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

export { freePort };

export type ServerProcess = {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote (its JSON log lines go to stdout). */
  output: () => string;
  /** SIGTERM (graceful) unless told otherwise; resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, LOG_LEVEL: 'error', WEB_DIST: '/nonexistent', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (c: Buffer) => {
      output = (output + c.toString()).slice(-20_000);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Starts a server and waits until /api/health answers 200. */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const server = spawnServer(env, await freePort());
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}: ${server.output().slice(-2000)}`);
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`server did not start: ${server.output().slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The hang guard of a test that runs `npm run admin` or a server in processes of their own: each
 * starts Node and loads the server, seconds on a busy machine, so the API's 30 s would fail a slow
 * machine rather than catch a hang.
 */
export const PROCESS_TEST_GUARD_MS = 120_000;

/** `npm run admin -- …` as a shell runs it, on `env` (the database, the data folder): what it printed and its exit code. */
export function runAdminCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['src/cli/admin.ts', ...args], {
      cwd: API_ROOT,
      env: { ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr?.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.on('close', (code) => resolve({ code, out, err }));
  });
}
