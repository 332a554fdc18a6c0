import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, readJson } from './helpers.ts';

/**
 * The server as `npm start` runs it, on its own embedded PostgreSQL: killed with SIGKILL, it
 * starts again on the same folder with accounts and sessions intact; a second server on the
 * folder is refused; SIGTERM stops PostgreSQL too.
 */
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
let dataDir = '';
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

function spawnServer(port: number) {
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', LOG_LEVEL: 'error', WEB_DIST: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  // The server logs JSON lines to stdout; start failures included.
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
  }
  children.push(child);
  return { child, output: () => stderr };
}

async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const { child } = spawnServer(port);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('server exited at start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error('server did not start');
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start on its own database', () => {
  it('survives kill -9 with accounts and sessions, refuses a second server, stops cleanly', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-restart-'));
    const first = await startServer();
    const login = await fetch(first.base + apiPaths.login('company'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'dn_demo', password: DEMO_PASSWORD }),
    });
    const { token } = (await readJson(login)).data;

    const pgPid = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const killed = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await killed;
    expect(alive(pgPid)).toBe(true); // the orphan the next start must deal with

    const second = await startServer();
    expect(alive(pgPid)).toBe(false);
    const profile = await fetch(second.base + apiPaths.profile('company'), { headers: { authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(200);
    expect((await readJson(profile)).data.username).toBe('dn_demo');

    const intruder = spawnServer(await freePort());
    const code = await new Promise((r) => intruder.child.once('exit', r));
    expect(code).toBe(1);
    expect(intruder.output()).toContain('đang được một máy chủ khác sử dụng');

    const newPgPid = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const stopped = new Promise((r) => second.child.once('exit', r));
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
    expect(alive(newPgPid)).toBe(false);
  }, 90_000);
});
