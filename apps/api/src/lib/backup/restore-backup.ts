import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { BACKUP_TEXT } from '@portal/contract';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import pino from 'pino';
import { codeMigrations, connect, runMigrations } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import { startJobQueue } from '../jobs/queue.ts';
import type { Storage } from '../storage.ts';
import { columnList, hasPortalData, JOB_TABLE, PORTAL_SCHEMAS, parentsFirst, qualified, sameTable } from './catalog.ts';
import { type Manifest, readManifest, storedFile, type TableEntry } from './manifest.ts';
import { meter, verifier } from './meter.ts';

export type RestoreOptions = { url: string; storage: Storage; dir: string; force?: boolean; say?: (line: string) => void };

/**
 * Restores a backup written by createBackup into an empty database (`force`: drops the portal's
 * schemas first) and the given storage. Order: check every file of the backup against the manifest
 * (nothing is touched when one is damaged); migrate to the backup's level; load every table in one
 * transaction, parents first, with the tables' own triggers off (the counters they keep are in the
 * backup); set the sequences; migrate on to the code's level; write the stored files back through
 * the storage, each checked again as it streams. Throws an AppError naming what is wrong.
 */
export async function restoreBackup({ url, storage, dir, force = false, say = () => undefined }: RestoreOptions): Promise<Manifest> {
  const manifest = await readManifest(dir);
  const level = migrationLevel(manifest);
  await verifyBackup(dir, manifest);
  say(BACKUP_TEXT.verified(manifest.tables.length, manifest.files.length));

  await prepareTarget(url, force);
  const database = connect(url, 2);
  try {
    await runMigrations(database, { upTo: level });
    if (manifest.tables.some((t) => sameTable(t, JOB_TABLE))) {
      // pg-boss installs its schema and the code's queues; the jobs go in with the rest below.
      const queue = await startJobQueue(url, pino({ level: 'silent' }), 2);
      await queue.stop({ timeoutMs: 1_000 });
    }
    await loadTables(url, dir, manifest, say);
    await runMigrations(database);
  } finally {
    await database.close();
  }

  const problems: string[] = [];
  for (const file of manifest.files) {
    try {
      const check = verifier(file);
      const source = createReadStream(path.join(dir, storedFile(file.id)));
      source.on('error', (err) => check.destroy(err));
      check.on('close', () => source.destroy());
      await storage.write(file.id, source.pipe(check));
    } catch {
      problems.push(BACKUP_TEXT.fileDamaged(storedFile(file.id)));
    }
  }
  if (problems.length) throw new AppError('business_rule', [BACKUP_TEXT.restoreFilesFailed, ...problems].join('\n'));
  say(BACKUP_TEXT.filesRestored(manifest.files.length));
  return manifest;
}

/** How many of the code's migrations the backup had run; refuses a backup newer than the code. */
function migrationLevel(manifest: Manifest): number {
  const code = codeMigrations();
  const { count, lastCreatedAt } = manifest.migrations;
  if (count > code.length || code[count - 1]?.createdAt !== lastCreatedAt) {
    throw new AppError('business_rule', BACKUP_TEXT.codeOlder(count, code.length));
  }
  return count;
}

/** Every table and stored file of the backup against the manifest's sizes and hashes. */
async function verifyBackup(dir: string, manifest: Manifest): Promise<void> {
  const problems: string[] = [];
  const measure = async (file: string) => {
    const measured = meter();
    await pipeline(createReadStream(path.join(dir, file)), measured.stream, async (source: AsyncIterable<Buffer>) => {
      for await (const _chunk of source);
    });
    return measured.result();
  };
  for (const table of manifest.tables) {
    const got = await measure(table.file).catch(() => undefined);
    if (got?.sha256 !== table.sha256) problems.push(BACKUP_TEXT.fileDamaged(table.file));
  }
  for (const file of manifest.files) {
    const got = await measure(storedFile(file.id)).catch(() => undefined);
    if (got?.size !== file.size || got.sha256 !== file.sha256) problems.push(BACKUP_TEXT.fileDamaged(storedFile(file.id)));
  }
  if (problems.length) throw new AppError('validation', [BACKUP_TEXT.backupDamaged(dir), ...problems].join('\n'));
}

/** Refuses a database in use or holding portal data; with `force`, drops the portal's schemas. */
async function prepareTarget(url: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'portal-restore' });
  await client.connect();
  try {
    const others = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    if (others.rows[0]?.n) throw new AppError('conflict', BACKUP_TEXT.databaseInUse(others.rows[0].n));
    if (!(await hasPortalData(client))) return;
    if (!force) throw new AppError('conflict', BACKUP_TEXT.databaseNotEmpty);
    await client.query(`DROP SCHEMA IF EXISTS ${PORTAL_SCHEMAS.map((s) => pg.escapeIdentifier(s)).join(', ')} CASCADE`);
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One transaction: empty what the migrations filled, then COPY every table in, parents first. */
async function loadTables(url: string, dir: string, manifest: Manifest, say: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'portal-restore' });
  await client.connect();
  try {
    await client.query('BEGIN');
    const tables = await parentsFirst(client, manifest.tables);
    const plain = tables.filter((t) => !sameTable(t, JOB_TABLE));
    // Migrations insert reference rows (provinces, contract types…); the backup has its own.
    await client.query(`TRUNCATE ${plain.map(qualified).join(', ')}`);
    for (const t of plain) await client.query(`ALTER TABLE ${qualified(t)} DISABLE TRIGGER USER`);
    for (const t of plain) {
      const rows = await copyInto(client, dir, t, qualified(t));
      say(BACKUP_TEXT.tableRestored(`${t.schema}.${t.table}`, rows));
    }
    const jobs = tables.find((t) => sameTable(t, JOB_TABLE));
    if (jobs) await loadJobs(client, dir, jobs, say);
    for (const t of plain) await client.query(`ALTER TABLE ${qualified(t)} ENABLE TRIGGER USER`);
    for (const s of manifest.sequences) {
      const name = qualified({ schema: s.schema, table: s.name });
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [name, s.lastValue, s.isCalled]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (err instanceof AppError) throw err;
    throw new AppError('business_rule', BACKUP_TEXT.loadFailed(err instanceof Error ? err.message : String(err)));
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function copyInto(client: pg.Client, dir: string, t: TableEntry, target: string): Promise<number> {
  const copy = client.query(copyFrom(`COPY ${target} (${columnList(t.columns)}) FROM STDIN`));
  await pipeline(createReadStream(path.join(dir, t.file)), createGunzip(), copy);
  if (copy.rowCount !== t.rows)
    throw new AppError('business_rule', BACKUP_TEXT.rowCountMismatch(`${t.schema}.${t.table}`, t.rows, copy.rowCount));
  return copy.rowCount;
}

/**
 * The queue's jobs, through a scratch table: a job of a queue the code no longer defines has no
 * queue row to belong to, so it is left out (and counted) rather than failing the restore.
 */
async function loadJobs(client: pg.Client, dir: string, t: TableEntry, say: (line: string) => void): Promise<void> {
  await client.query(`CREATE TEMP TABLE restore_jobs (LIKE ${qualified(JOB_TABLE)}) ON COMMIT DROP`);
  await copyInto(client, dir, t, 'restore_jobs');
  const cols = columnList(t.columns);
  const kept = await client.query(
    `INSERT INTO ${qualified(JOB_TABLE)} (${cols}) SELECT ${cols} FROM restore_jobs
      WHERE name IN (SELECT name FROM ${pg.escapeIdentifier(JOB_TABLE.schema)}.queue)`,
  );
  say(BACKUP_TEXT.jobsRestored(kept.rowCount ?? 0, t.rows - (kept.rowCount ?? 0)));
}
