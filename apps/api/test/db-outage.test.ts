import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, MSG } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, runMigrations } from '../src/db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { seedDemo } from '../src/db/seed.ts';
import { DEMO_PASSWORD, readJson } from './helpers.ts';

/**
 * PostgreSQL stopped under load: requests answer 503 with the envelope (no hang, no stack), and
 * once it is back the same API process serves again, without a restart.
 */
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const quiet = { info: () => undefined, warn: () => undefined };
let dir = '';
let pgServer: EmbeddedPostgres;
let api: ChildProcess;
let base = '';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-outage-'));
  pgServer = await startEmbeddedPostgres(dir, quiet);
  const database = connect(pgServer.url, 2);
  await runMigrations(database);
  await seedDemo(database.db);
  await database.close();
  const port = await freePort();
  api = spawn(process.execPath, ['src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: pgServer.url,
      PORT: String(port),
      DATA_DIR: dir,
      LOG_LEVEL: 'fatal',
      WEB_DIST: '/nonexistent',
      LOGIN_RATE_MAX: '1000',
    },
    stdio: 'ignore',
  });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('API did not start');
}, 60_000);

afterAll(async () => {
  api?.kill('SIGKILL');
  await pgServer?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('database outage', () => {
  it('answers 503 while PostgreSQL is down and recovers by itself', async () => {
    const login = await fetch(base + apiPaths.login('provider'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ncc_demo', password: DEMO_PASSWORD }),
    });
    const { token } = (await readJson(login)).data;
    const profile = () =>
      fetch(base + apiPaths.profile('provider'), { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });

    // Load running while the database goes away.
    let stop = false;
    const statuses: number[] = [];
    const load = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (!stop) statuses.push((await profile()).status);
      }),
    );
    await new Promise((r) => setTimeout(r, 200));
    const port = pgServer.port;
    await pgServer.stop();
    await new Promise((r) => setTimeout(r, 500));

    const during = await profile();
    expect(during.status).toBe(503);
    const body = await readJson(during);
    expect(body.message).toBe(MSG.unavailable);
    expect(body.requestId).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|at .*\.ts/);
    expect((await fetch(`${base}/api/health`)).status).toBe(503);

    pgServer = await startEmbeddedPostgres(dir, quiet, { port });
    let recovered = 0;
    for (let i = 0; i < 50 && recovered !== 200; i++) {
      recovered = (await profile()).status;
      if (recovered !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    stop = true;
    await load;
    expect(recovered).toBe(200);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses).toContain(503);
  }, 60_000);
});
