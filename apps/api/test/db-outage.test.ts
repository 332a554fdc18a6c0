import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG, authEndpoints, pathOf, profileEndpoints } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, runMigrations } from '../src/db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { seedDemo } from '../src/db/seed.ts';
import { DEMO_PASSWORD, readJson } from './helpers.ts';
import { startServer } from './server-process.ts';

/**
 * PostgreSQL stopped under load: requests answer 503 with the envelope (no hang, no stack), and
 * once it is back the same API process serves again, without a restart.
 */
const quiet = { info: () => undefined, warn: () => undefined };
let dir = '';
let pgServer: EmbeddedPostgres;
let stopApi: () => Promise<unknown> = async () => undefined;
let base = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-outage-'));
  pgServer = await startEmbeddedPostgres(dir, quiet);
  const database = connect(pgServer.url, 2);
  await runMigrations(database);
  await seedDemo(database.db);
  await database.close();
  const api = await startServer({ DATABASE_URL: pgServer.url, DATA_DIR: dir, LOG_LEVEL: 'fatal', LOGIN_RATE_MAX: '1000' });
  stopApi = () => api.stop('SIGKILL');
  base = api.base;
}, 60_000);

afterAll(async () => {
  await stopApi();
  await pgServer?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('database outage', () => {
  it('answers 503 while PostgreSQL is down and recovers by itself', async () => {
    const login = await fetch(base + pathOf(authEndpoints.login, { type: 'provider' }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ncc_demo', password: DEMO_PASSWORD }),
    });
    const { token } = (await readJson(login)).data;
    const profile = () =>
      fetch(base + pathOf(profileEndpoints.read, { type: 'provider' }), {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });

    // Load running while the database goes away.
    let stop = false;
    const statuses: number[] = [];
    const load = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (!stop) statuses.push((await profile()).status);
      }),
    );
    // Wait on state, not time: the load is answered before the database goes, and refused after.
    await vi.waitFor(() => expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(8), { timeout: 30_000 });
    const port = pgServer.port;
    await pgServer.stop();

    const during = await vi.waitFor(
      async () => {
        const res = await profile();
        expect(res.status).toBe(503);
        return res;
      },
      { timeout: 30_000, interval: 50 },
    );
    const body = await readJson(during);
    expect(body.message).toBe(MSG.unavailable);
    expect(body.requestId).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|at .*\.ts/);
    expect((await fetch(`${base}/api/health`)).status).toBe(503);

    pgServer = await startEmbeddedPostgres(dir, quiet, { port });
    await expect.poll(async () => (await profile()).status, { timeout: 30_000, interval: 100 }).toBe(200);
    stop = true;
    await load;
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses).toContain(503);
  }, 60_000);
});
