import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_TEXT } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERNAMES } from '../src/db/seed.ts';
import { readEnv } from '../src/env.ts';
import { productionProblems, productionWarnings, proxyHeaderWatch } from '../src/lib/production-checks.ts';
import { withDatabase } from './global-setup.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { freePort, PROCESS_TEST_GUARD_MS, spawnServer } from './server-process.ts';

/** NODE_ENV=production refuses to start on what would hurt partners, one line each; elsewhere nothing is checked. */
let t: TestApp;
let dir = '';
const dist = (name: string) => path.join(dir, name);
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'portal-prod-checks-'));
  for (const [name, mode] of [
    ['production', 'production'],
    ['development', 'development'],
  ] as const) {
    await mkdir(path.join(dist(name), 'server'), { recursive: true });
    await writeFile(path.join(dist(name), 'server', 'build-stamp.json'), JSON.stringify({ version: '20261129.1', mode }));
  }
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const production = (extra: Record<string, string> = {}) => readEnv({ NODE_ENV: 'production', ...extra });
const demoAccounts = async () =>
  (
    await t.database.db.execute<{ username: string }>(
      sql`select username from users where username = any(${`{${DEMO_USERNAMES.join(',')}}`}::text[])`,
    )
  ).rows
    .map((r) => r.username)
    .sort();

describe('a production start', () => {
  it('outside production checks nothing (npm start keeps its defaults)', async () => {
    expect(await productionProblems(readEnv({}), t.database.db, dist('none'))).toEqual([]);
    expect(productionWarnings(readEnv({}))).toEqual([]);
  });

  it('names every problem at once: no PUBLIC_URL, the demo accounts, no web build', async () => {
    const names = await demoAccounts();
    expect(names.length).toBeGreaterThan(0);
    expect(await productionProblems(production(), t.database.db, dist('none'))).toEqual([
      SERVER_TEXT.productionPublicUrlMissing,
      SERVER_TEXT.productionDemoAccounts(names),
      SERVER_TEXT.productionWebBuildMissing,
    ]);
  });

  it('refuses an http PUBLIC_URL and a development build; starts with https, no demo account and a production build', async () => {
    const env = production({ PUBLIC_URL: 'http://doitac.example.vn' });
    const problems = await productionProblems(env, t.database.db, dist('development'));
    expect(problems).toContain(SERVER_TEXT.productionPublicUrlNotHttps('http://doitac.example.vn'));
    expect(problems).toContain(SERVER_TEXT.productionWebBuildDevelopment('development'));

    await t.database.db.execute(
      sql`update users set username = username || '_cu' where username = any(${`{${DEMO_USERNAMES.join(',')}}`}::text[])`,
    );
    expect(await demoAccounts()).toEqual([]);
    expect(await productionProblems(production({ PUBLIC_URL: 'https://doitac.example.vn' }), t.database.db, dist('production'))).toEqual(
      [],
    );
  });

  it('says plainly that mail waits in the outbox without SMTP_URL', () => {
    expect(productionWarnings(production())).toEqual([SERVER_TEXT.productionNoSmtp]);
    expect(productionWarnings(production({ SMTP_URL: 'smtp://mail.example.vn:587' }))).toEqual([]);
  });

  it('tells once that TRUST_PROXY is missing when requests come through a proxy, and serves them', () => {
    const said: string[] = [];
    const log = { error: (m: string) => void said.push(m) };
    const watch = proxyHeaderWatch(production(), log);
    watch({ host: 'doitac.example.vn' });
    expect(said).toEqual([]);
    watch({ 'x-forwarded-for': '203.0.113.7' });
    watch({ 'x-forwarded-for': '203.0.113.8' });
    expect(said).toEqual([SERVER_TEXT.productionTrustProxy('x-forwarded-for')]);

    const quiet: string[] = [];
    proxyHeaderWatch(production({ TRUST_PROXY: '127.0.0.1' }), { error: (m) => void quiet.push(m) })({ 'x-forwarded-for': '1.2.3.4' });
    proxyHeaderWatch(readEnv({}), { error: (m) => void quiet.push(m) })({ 'x-forwarded-for': '1.2.3.4' });
    expect(quiet).toEqual([]);
  });

  it(
    'the server itself prints the lines and exits 1',
    async () => {
      const other = await createTestApp();
      try {
        const server = spawnServer(
          {
            NODE_ENV: 'production',
            DATABASE_URL: withDatabase(inject('pgAdminUrl'), other.dbName),
            PUBLIC_URL: 'http://doitac.example.vn',
            WEB_DIST: dist('development'),
            SMTP_URL: 'smtp://127.0.0.1:1',
          },
          await freePort(),
        );
        expect(server.child.exitCode ?? (await once(server.child, 'exit'))[0]).toBe(1);
        const output = server.output();
        const lines = output.slice(output.indexOf(SERVER_TEXT.productionRefused)).trim().split('\n');
        expect(lines).toEqual([
          SERVER_TEXT.productionRefused,
          `- ${SERVER_TEXT.productionPublicUrlNotHttps('http://doitac.example.vn')}`,
          `- ${SERVER_TEXT.productionDemoAccounts([...DEMO_USERNAMES].sort())}`,
          `- ${SERVER_TEXT.productionWebBuildDevelopment('development')}`,
        ]);
      } finally {
        await other.close();
      }
    },
    PROCESS_TEST_GUARD_MS,
  );
});
