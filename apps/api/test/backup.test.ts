import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKUP_TEXT } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readEnv } from '../src/env.ts';
import { backupTables, hasPortalData, qualified } from '../src/lib/backup/catalog.ts';
import { type Manifest, manifestSchema } from '../src/lib/backup/manifest.ts';
import { LocalStorage, type Storage } from '../src/lib/storage.ts';
import { S3Storage } from '../src/lib/storage-s3.ts';
import { type Runtime, startRuntime } from '../src/runtime.ts';
import { withDatabase } from './global-setup.ts';
import { silentLog } from './helpers.ts';
import { type S3Server, startS3Server } from './s3-server.ts';
import { PROCESS_TEST_GUARD_MS, runAdminCli } from './server-process.ts';

/**
 * `npm run admin -- backup` and `restore`, as a shell runs them, on a database loaded the way
 * `npm start` loads an empty one: the demo data with its files really stored.
 */
const suffix = `${randomBytes(4).toString('hex')}_${inject('pgTemplate').split('_').pop()}`;
const names = { source: `portal_tbsrc${suffix}`, target: `portal_tbdst${suffix}`, spare: `portal_tbspr${suffix}` };
const url = (name: string) => withDatabase(inject('pgAdminUrl'), name);
const folders: string[] = [];
const folder = async (prefix: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function onDatabase<T>(name: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url(name) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const cli = (args: string[], database: string, dataDir: string, storageEnv: Record<string, string> = {}) =>
  runAdminCli(args, { DATABASE_URL: url(database), DATA_DIR: dataDir, ...storageEnv });

/** Every copied table's row count and an md5 of all its rows (in a fixed order), and every sequence. */
async function fingerprint(name: string) {
  return onDatabase(name, async (client) => {
    const tables: Record<string, { rows: number; md5: string | null }> = {};
    for (const t of await backupTables(client)) {
      const { rows } = await client.query<{ rows: number; md5: string | null }>(
        `SELECT count(*)::int AS rows, md5(string_agg(r::text, E'\\n' ORDER BY r::text)) AS md5 FROM ${qualified(t)} r`,
      );
      tables[`${t.schema}.${t.table}`] = rows[0]!;
    }
    const sequences = await client.query(
      `SELECT schemaname, sequencename, last_value::text FROM pg_sequences WHERE schemaname IN ('public', 'drizzle') ORDER BY 1, 2`,
    );
    return { tables, sequences: sequences.rows };
  });
}

const sha256 = async (stream: AsyncIterable<Buffer>) => {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
};

/** Every `files` row of the database has its bytes in `storage`, with the recorded SHA-256. */
async function expectStoredFiles(database: string, storage: Storage, count: number) {
  const rows = await onDatabase(
    database,
    async (c) => (await c.query<{ id: string; sha256: string }>('SELECT id, sha256 FROM files')).rows,
  );
  expect(rows.length).toBe(count);
  for (const row of rows) expect(await sha256(await storage.open(row.id)), row.id).toBe(row.sha256);
}

let source: Runtime;
let s3: S3Server;
let sourceDir: string;
let backupDir: string;
let manifest: Manifest;

beforeAll(async () => {
  await admin(async (client) => {
    for (const name of Object.values(names)) await client.query(`CREATE DATABASE ${name}`);
  });
  sourceDir = await folder('portal-backup-src-');
  backupDir = path.join(await folder('portal-backup-'), 'backup');
  const env = readEnv({ DATABASE_URL: url(names.source), DATA_DIR: sourceDir, SEED_DEMO: 'true', NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  source = await startRuntime(env, silentLog, { workers: false });
  // Work waiting in the queue goes with the snapshot.
  await source.deps.jobs.enqueue(source.deps.db, 'notification.prune', {}, { startAfter: new Date(Date.now() + 3_600_000) });
  await source.close();
  s3 = await startS3Server();
}, 120_000);

afterAll(async () => {
  await s3?.close();
  await admin(async (client) => {
    for (const name of Object.values(names)) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

describe('backup and restore', { timeout: PROCESS_TEST_GUARD_MS }, () => {
  it('round-trips every table, sequence and stored file into a fresh database and storage', async () => {
    const backup = await cli(['backup', backupDir], names.source, sourceDir);
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8')));
    expect(manifest.files.length).toBeGreaterThan(10);
    expect(manifest.tables.find((t) => t.table === 'partners')?.rows).toBeGreaterThan(5);
    expect(manifest.tables.find((t) => t.schema === 'pgboss' && t.table === 'job')?.rows).toBeGreaterThan(0);

    const targetDir = await folder('portal-backup-dst-');
    const restore = await cli(['restore', backupDir], names.target, targetDir);
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);

    const [before, after] = await Promise.all([fingerprint(names.source), fingerprint(names.target)]);
    expect(Object.keys(before.tables).length).toBe(manifest.tables.length);
    expect(after).toEqual(before);
    for (const t of manifest.tables) expect(after.tables[`${t.schema}.${t.table}`]?.rows, t.file).toBe(t.rows);

    await expectStoredFiles(names.target, new LocalStorage(path.join(targetDir, 'files')), manifest.files.length);
    await expectStoredFiles(names.source, new LocalStorage(path.join(sourceDir, 'files')), manifest.files.length);
  });

  it('refuses a database that already holds portal data, and replaces it with --force (files into an S3 store)', async () => {
    const dataDir = await folder('portal-backup-dst-');
    const refused = await cli(['restore', backupDir], names.target, dataDir, s3.env);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(BACKUP_TEXT.databaseNotEmpty);

    await onDatabase(names.target, (c) => c.query(`DELETE FROM footer_items`));
    const forced = await cli(['restore', backupDir, '--force'], names.target, dataDir, s3.env);
    expect(forced.err).toBe('');
    expect(forced.code).toBe(0);
    expect(await fingerprint(names.target)).toEqual(await fingerprint(names.source));
    await expectStoredFiles(names.target, new S3Storage(s3.options), manifest.files.length);
  });

  it('refuses a backup taken at a migration level this code does not have', async () => {
    const file = path.join(backupDir, 'manifest.json');
    const text = await readFile(file, 'utf8');
    const newer = {
      ...manifest,
      migrations: { count: manifest.migrations.count + 1, lastCreatedAt: manifest.migrations.lastCreatedAt + 1 },
    };
    await writeFile(file, JSON.stringify(newer));
    try {
      const res = await cli(['restore', backupDir], names.spare, await folder('portal-backup-dst-'));
      expect(res.code).toBe(1);
      expect(res.err).toContain(BACKUP_TEXT.codeOlder(newer.migrations.count, manifest.migrations.count));
    } finally {
      await writeFile(file, text);
    }
    expect(await onDatabase(names.spare, hasPortalData)).toBe(false);
  });

  it('fails on a damaged file in the backup, names it, and leaves the database untouched', async () => {
    const victim = manifest.files[3]!;
    const file = path.join(backupDir, 'files', victim.id);
    const bytes = await readFile(file);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1]! + 1) % 256;
    await writeFile(file, bytes);
    const dataDir = await folder('portal-backup-dst-');
    const res = await cli(['restore', backupDir], names.spare, dataDir);
    expect(res.code).toBe(1);
    expect(res.err).toContain(BACKUP_TEXT.backupDamaged(backupDir));
    expect(res.err).toContain(BACKUP_TEXT.fileDamaged(`files/${victim.id}`));
    expect(res.err.match(/SHA-256 không khớp/g)).toHaveLength(1);
    expect(await onDatabase(names.spare, hasPortalData)).toBe(false);
  });
});
