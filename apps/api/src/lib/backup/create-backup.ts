import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { BACKUP_TEXT } from '@portal/contract';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { AppError } from '../app-error.ts';
import type { Storage } from '../storage.ts';
import { backupSequences, backupTables, columnList, JOB_TABLE, qualified, sameTable } from './catalog.ts';
import { BACKUP_FORMAT, type Manifest, MANIFEST_FILE, storedFile, type TableEntry, tableFile } from './manifest.ts';
import { meter } from './meter.ts';

export type BackupOptions = { url: string; storage: Storage; dir: string; say?: (line: string) => void };

/**
 * Writes a backup of the portal into `dir` (missing or empty): the database as one snapshot (a
 * REPEATABLE READ READ ONLY transaction, each table streamed out with COPY into a gzipped file),
 * then every file its `files` rows name, streamed from the storage and checked against the size and
 * SHA-256 those rows record, and the manifest last. Nothing is held whole in memory but the list of
 * files. Throws an AppError naming what went wrong; the manifest is then not written.
 */
export async function createBackup({ url, storage, dir, say = () => undefined }: BackupOptions): Promise<Manifest> {
  await prepareFolder(dir);
  const client = new pg.Client({ connectionString: url, application_name: 'portal-backup' });
  await client.connect();
  let snapshot: Manifest;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    snapshot = await dumpDatabase(client, dir, say);
    await client.query('COMMIT');
  } finally {
    await client.end().catch(() => undefined);
  }
  // Stored files never change under an id, so copying them after the snapshot is still consistent.
  const problems: string[] = [];
  for (const file of snapshot.files) {
    const measured = meter();
    try {
      const source = await storage.open(file.id);
      await pipeline(source, measured.stream, createWriteStream(path.join(dir, storedFile(file.id)), { mode: 0o640 }));
    } catch {
      problems.push(BACKUP_TEXT.storedMissing(file.id));
      continue;
    }
    const got = measured.result();
    if (got.size !== file.size || got.sha256 !== file.sha256) problems.push(BACKUP_TEXT.storedMismatch(file.id));
  }
  if (problems.length) throw new AppError('business_rule', [BACKUP_TEXT.backupFailed, ...problems].join('\n'));
  say(BACKUP_TEXT.filesCopied(snapshot.files.length));
  const partial = path.join(dir, `${MANIFEST_FILE}.partial`);
  await writeFile(partial, `${JSON.stringify(snapshot, null, 2)}\n`);
  await rename(partial, path.join(dir, MANIFEST_FILE));
  return snapshot;
}

async function prepareFolder(dir: string): Promise<void> {
  const existing = await readdir(dir).catch(() => [] as string[]);
  if (existing.length) throw new AppError('conflict', BACKUP_TEXT.dirNotEmpty(dir));
  await mkdir(path.join(dir, 'db'), { recursive: true });
  await mkdir(path.join(dir, 'files'), { recursive: true });
}

async function dumpDatabase(client: pg.Client, dir: string, say: (line: string) => void): Promise<Manifest> {
  // A failed statement would end the snapshot's transaction, so what may be missing is looked up first.
  const exists = async (name: string) =>
    (await client.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [name])).rows[0]?.ok === true;
  if (!(await exists('drizzle.__drizzle_migrations')) || !(await exists('public.files'))) {
    throw new AppError('not_found', BACKUP_TEXT.noPortalSchema);
  }
  const level = (
    await client.query<{ count: number; last: string | null }>(
      'SELECT count(*)::int AS count, max(created_at)::text AS last FROM drizzle.__drizzle_migrations',
    )
  ).rows[0];
  if (!level?.count || !level.last) throw new AppError('not_found', BACKUP_TEXT.noPortalSchema);
  const queueVersion = (await exists('pgboss.version'))
    ? ((await client.query<{ version: number }>('SELECT version FROM pgboss.version')).rows[0]?.version ?? null)
    : null;
  const about = (await client.query<{ v: string; at: Date }>("SELECT current_setting('server_version') AS v, now() AS at")).rows[0];

  const tables: TableEntry[] = [];
  for (const t of await backupTables(client)) {
    const file = tableFile(t.schema, t.table);
    const copy = client.query(copyTo(`COPY (SELECT ${columnList(t.columns)} FROM ${qualified(t)}) TO STDOUT`));
    const measured = meter();
    await pipeline(copy, createGzip(), measured.stream, createWriteStream(path.join(dir, file), { mode: 0o640 }));
    tables.push({ ...t, file, rows: copy.rowCount, sha256: measured.result().sha256 });
    say(BACKUP_TEXT.tableCopied(`${t.schema}.${t.table}`, copy.rowCount));
  }
  const sequences: Manifest['sequences'] = [];
  for (const s of await backupSequences(client)) {
    const { rows } = await client.query<{ last: string; called: boolean }>(
      `SELECT last_value::text AS last, is_called AS called FROM ${qualified(s)}`,
    );
    if (rows[0]) sequences.push({ schema: s.schema, name: s.table, lastValue: rows[0].last, isCalled: rows[0].called });
  }

  const files = await client.query<{ id: string; size: string; sha256: string }>(
    'SELECT id, size::text, sha256 FROM public.files ORDER BY id',
  );
  return {
    format: 'portal-backup',
    version: BACKUP_FORMAT,
    // The snapshot's time (its transaction's start), not when the copy ends.
    createdAt: (about?.at ?? new Date()).toISOString(),
    postgres: about?.v ?? '',
    migrations: { count: level.count, lastCreatedAt: Number(level.last) },
    queueVersion: tables.some((t) => sameTable(t, JOB_TABLE)) ? queueVersion : null,
    tables,
    sequences,
    files: files.rows.map((f) => ({ id: f.id, size: Number(f.size), sha256: f.sha256 })),
  };
}
