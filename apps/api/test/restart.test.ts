import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authEndpoints, pathOf, profileEndpoints } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, readJson } from './helpers.ts';
import { freePort, type ServerProcess, spawnServer, startServer } from './server-process.ts';

/**
 * The server as `npm start` runs it, on its own embedded PostgreSQL: killed with SIGKILL, it
 * starts again on the same folder with accounts and sessions intact; a second server on the
 * folder is refused; SIGTERM stops PostgreSQL too.
 */
let dataDir = '';
const servers: ServerProcess[] = [];
const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: '' });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop('SIGKILL')));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start on its own database', () => {
  it('survives kill -9 with accounts and sessions, refuses a second server, stops cleanly', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-restart-'));
    const first = await startServer(env());
    servers.push(first);
    const login = await fetch(first.base + pathOf(authEndpoints.login, { type: 'company' }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'dn_demo', password: DEMO_PASSWORD }),
    });
    const { token } = (await readJson(login)).data;

    const pgPid = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    await first.stop('SIGKILL');
    expect(alive(pgPid)).toBe(true); // the orphan the next start must deal with

    const second = await startServer(env());
    servers.push(second);
    expect(alive(pgPid)).toBe(false);
    const profile = await fetch(second.base + pathOf(profileEndpoints.read, { type: 'company' }), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    expect((await readJson(profile)).data.username).toBe('dn_demo');

    const intruder = spawnServer(env(), await freePort());
    servers.push(intruder);
    expect(await new Promise((r) => intruder.child.once('exit', r))).toBe(1);
    expect(intruder.output()).toContain('đang được một máy chủ khác sử dụng');

    const newPgPid = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(await second.stop()).toBe(0);
    expect(alive(newPgPid)).toBe(false);
  }, 90_000);
});
