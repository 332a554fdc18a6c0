import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import {
  BACKUP_DESK_TEXT,
  type BackupHistory,
  type FailedJob,
  operatorSelfEndpoints,
  type QueueScheduleRow,
  queueDeskEndpoints,
  SERVER_TEXT,
} from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertFileRows } from '../src/db/files-repository.ts';
import { backupRuns, files, outbox, users } from '../src/db/schema.ts';
import { type Env, readEnv } from '../src/env.ts';
import { backupName } from '../src/lib/backup/backup-target.ts';
import { backupTables, qualified } from '../src/lib/backup/catalog.ts';
import { readManifest } from '../src/lib/backup/manifest.ts';
import { restoreBackup } from '../src/lib/backup/restore-backup.ts';
import { type Jobs, startJobs } from '../src/lib/jobs/workers.ts';
import { LocalStorage } from '../src/lib/storage.ts';
import { s3Client } from '../src/lib/storage-s3.ts';
import { runScheduledBackup } from '../src/modules/queue/backup-service.ts';
import { withDatabase } from './global-setup.ts';
import { bearer, createTestApp, DEMO_PASSWORD, settled, silentLog, type TestApp } from './helpers.ts';
import { type S3Server, startS3Server } from './s3-server.ts';

/**
 * The scheduled backup (`system.backup`) against a real queue: a worker instance with the storage
 * runs it, writes what `npm run admin -- backup` writes, keeps the latest BACKUP_KEEP, records each
 * run for the job-queue desk, and e-mails the active administrators when one fails for good.
 */
const KEEP = 2;
const pid = inject('pgTemplate').split('_').pop();
const restoreDb = `portal_tbkr${randomBytes(4).toString('hex')}_${pid}`;
const folders: string[] = [];
const folder = async (prefix: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

let t: TestApp;
let url: string;
let admin = '';
let backupDir: string;
/** The folder of the first scheduled backup written here. */
let firstBackup: string;
/** The `files` rows, each with its bytes in the storage. */
let fileCount = 0;
/** The instances started here beside the test app's (which has no storage, so no backup worker). */
const workers: Jobs[] = [];
let s3: S3Server | undefined;

const worker = async (env: Env) => {
  const jobs = await startJobs({ url, db: t.database.db, env, log: silentLog, storage: t.storage });
  workers.push(jobs);
  return jobs;
};
const stopWorkers = async () => {
  for (const w of workers.splice(0)) await w.stop({ timeoutMs: 2_000 });
};

const get = (path: string) => t.app.inject({ method: 'GET', url: path, headers: bearer(admin) });
const history = async (): Promise<BackupHistory> => {
  const res = await get(queueDeskEndpoints.backups.path);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
/** Queues a run now (its own id, apart from the day's) and waits for the desk to list its result. */
async function runNow(options: { retryLimit?: number; retryDelay?: number } = {}) {
  const before = (await history()).items.length;
  const jobId = await t.jobs.queue.boss.send('system.backup', {}, options);
  const runs = await settled(history, (h) => h.items.length > before, 'the backup run', 60_000);
  return { jobId: jobId!, run: runs.items[0]! };
}
const bytesOf = async (stream: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
};
const sha256 = async (stream: AsyncIterable<Buffer>) => {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
};

beforeAll(async () => {
  backupDir = path.join(await folder('portal-sched-backup-'), 'backups');
  t = await createTestApp({ BACKUP_SCHEDULE_HOUR: '2', BACKUP_DIR: backupDir, BACKUP_KEEP: String(KEEP) });
  url = withDatabase(inject('pgAdminUrl'), t.dbName);
  const res = await t.app.inject({
    method: 'POST',
    url: operatorSelfEndpoints.login.path,
    payload: { username: 'admin_demo', password: DEMO_PASSWORD },
  });
  admin = res.json().data.token;
  // The template's demo rows name files its storage never held (the test app's is a fresh folder):
  // each gets bytes of its own, and its row their size and hash, as a real server's rows have.
  const rows = await t.database.db.select({ id: files.id }).from(files);
  for (const { id } of rows) {
    const bytes = Buffer.from(`tệp mẫu ${id}`);
    await t.storage.write(id, Readable.from([bytes]));
    await t.database.db
      .update(files)
      .set({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') })
      .where(eq(files.id, id));
  }
  // And one uploaded the usual way.
  const staged = await t.storage.stage(Readable.from([Buffer.from(`sao lưu ${randomBytes(8).toString('hex')}`)]), () => false);
  await t.storage.promote(staged.id);
  await insertFileRows(t.database.db, { purpose: 'test', partnerId: null }, [
    { id: staged.id, name: 'a.txt', mime: 'text/plain', size: staged.size, sha256: staged.sha256 },
  ]);
  fileCount = rows.length + 1;
  await worker(t.app.deps.env);
}, 60_000);

afterAll(async () => {
  await stopWorkers();
  await t?.close();
  await s3?.close();
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${restoreDb} WITH (FORCE)`);
  await client.end();
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

describe('the scheduled backup', { timeout: 120_000 }, () => {
  it('waits once for the configured hour (Vietnam time), however many instances start, and the desk says when', async () => {
    await worker(t.app.deps.env); // a second instance queues the same day's run: still one
    const waiting = await t.database.db.execute<{ start_after: Date }>(
      sql`select start_after from pgboss.job where name = 'system.backup' and state = 'created'`,
    );
    expect(waiting.rows).toHaveLength(1);
    const at = new Date(waiting.rows[0]!.start_after);
    expect(at.getUTCHours()).toBe(19); // 02:00 in Vietnam (UTC+7)
    expect(at.getUTCMinutes()).toBe(0);
    expect(at.getTime()).toBeGreaterThan(Date.now());
    expect(at.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    await workers.pop()?.stop({ timeoutMs: 2_000 });

    const res = await get(queueDeskEndpoints.schedule.path);
    const row = (res.json().data.items as QueueScheduleRow[]).find((r) => r.queue === 'system.backup');
    expect(row).toMatchObject({ cadence: BACKUP_DESK_TEXT.cadence(2), nextRunAt: at.toISOString() });
    expect((await history()).settings).toEqual({ hour: 2, target: backupDir, keep: KEEP });
  });

  it('writes a backup that restores into an empty database, and the desk lists it', async () => {
    const { run } = await runNow();
    expect(run).toMatchObject({ status: 'succeeded', error: null, removed: 0, fileCount });
    expect(path.dirname(run.location)).toBe(backupDir);
    expect(path.basename(run.location)).toMatch(/^portal-\d{4}-\d{2}-\d{2}-\d{6}$/);
    expect(run.sizeBytes).toBeGreaterThan(1000);
    const manifest = await readManifest(run.location);
    expect(manifest.files).toHaveLength(fileCount);
    firstBackup = run.location;

    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${restoreDb}`);
    await admin.end();
    const restoredFiles = new LocalStorage(await folder('portal-sched-restore-'));
    await restoreBackup({ url: withDatabase(inject('pgAdminUrl'), restoreDb), storage: restoredFiles, dir: run.location });

    // Every table the snapshot holds has its row count; the portal's own rows are the same.
    const target = new pg.Client({ connectionString: withDatabase(inject('pgAdminUrl'), restoreDb) });
    await target.connect();
    try {
      for (const table of manifest.tables) {
        const { rows } = await target.query<{ n: number }>(`select count(*)::int as n from ${qualified(table)}`);
        expect(rows[0]?.n, table.file).toBe(table.rows);
      }
      const md5 = async (client: pg.ClientBase, table: string) =>
        (await client.query<{ md5: string }>(`select md5(string_agg(r::text, ',' order by r::text)) as md5 from ${table} r`)).rows[0]?.md5;
      const source = new pg.Client({ connectionString: url });
      await source.connect();
      try {
        expect((await backupTables(target)).length).toBe(manifest.tables.length);
        for (const table of ['public.users', 'public.partners', 'public.files'])
          expect(await md5(target, table), table).toBe(await md5(source, table));
      } finally {
        await source.end();
      }
    } finally {
      await target.end();
    }
    for (const file of manifest.files) expect(await sha256(await restoredFiles.open(file.id)), file.id).toBe(file.sha256);
  });

  it(`keeps the latest ${KEEP} scheduled backups, and leaves what it did not write`, async () => {
    const first = path.basename(firstBackup);
    // Two older complete scheduled backups, one unfinished (no manifest) and one taken by hand.
    for (const name of ['portal-2020-01-01-020000', 'portal-2020-01-02-020000', 'thu-cong-2020-01-01'])
      await cp(firstBackup, path.join(backupDir, name), { recursive: true });
    await mkdir(path.join(backupDir, 'portal-2020-01-03-020000', 'db'), { recursive: true });
    await writeFile(path.join(backupDir, 'portal-2020-01-03-020000', 'db', 'public.users.copy.gz'), 'dở dang');

    const { run } = await runNow();
    expect(run).toMatchObject({ status: 'succeeded', removed: 2 });
    expect((await readdir(backupDir)).sort()).toEqual(
      [first, path.basename(run.location), 'portal-2020-01-03-020000', 'thu-cong-2020-01-01'].sort(),
    );
  });

  it('records a failed run, retries it, then e-mails every active administrator and lists it among failed jobs', async () => {
    await stopWorkers();
    const blocker = path.join(await folder('portal-sched-blocked-'), 'not-a-folder');
    await writeFile(blocker, 'một tệp, không phải thư mục');
    const unwritable = path.join(blocker, 'backups');
    await worker({ ...t.app.deps.env, BACKUP_DIR: unwritable });
    // Another active administrator is told too; a locked one and an editor are not.
    const operator = (username: string, role: string, status: 'active' | 'locked') => ({
      type: 'operator' as const,
      username,
      passwordHash: 'x',
      operatorRole: role,
      status,
      email: `${username}@example.vn`,
      phone: '',
    });
    await t.database.db
      .insert(users)
      .values([
        operator('qt_sao_luu', 'administrator', 'active'),
        operator('qt_da_khoa', 'administrator', 'locked'),
        operator('bien_tap', 'content_editor', 'active'),
      ]);
    const mailsBefore = await t.database.db.select().from(outbox).where(eq(outbox.subject, SERVER_TEXT.backupFailedSubject));
    expect(mailsBefore).toHaveLength(0);

    // One retry, at once: the first failure is recorded without mail, the last one with it.
    const { jobId, run } = await runNow({ retryLimit: 1, retryDelay: 1 });
    expect(run.status).toBe('failed');
    expect(run.location.startsWith(`${unwritable}${path.sep}portal-`)).toBe(true);
    expect(run.error).toMatch(/ENOTDIR/);
    expect(run.sizeBytes).toBeNull();
    const failed = await settled(
      async () => (await get(`${queueDeskEndpoints.failed.path}?queue=system.backup`)).json().data.items as FailedJob[],
      (jobs) => jobs.some((j) => j.id === jobId),
      'the failed backup job',
      30_000,
    );
    expect(failed.find((j) => j.id === jobId)).toMatchObject({ queue: 'system.backup', attempts: 2 });
    expect(failed.find((j) => j.id === jobId)?.error).toMatch(/ENOTDIR/);

    const runs = (await history()).items.filter((r) => r.location.startsWith(unwritable));
    expect(runs.map((r) => r.status)).toEqual(['failed', 'failed']);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.subject, SERVER_TEXT.backupFailedSubject));
    const admins = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.type, 'operator'), eq(users.operatorRole, 'administrator'), eq(users.status, 'active')));
    expect(admins.map((a) => a.email)).toContain('qt_sao_luu@example.vn');
    expect(mails.map((m) => m.recipient).sort()).toEqual(admins.map((a) => a.email).sort());
    expect(mails[0]?.body).toContain(runs[0]!.location);
    expect(mails[0]?.body).toContain('ENOTDIR');
    expect(mails[0]?.body).toContain(`${t.app.deps.env.publicUrl}/quan-tri/hang-doi`);
  });

  it('writes into the S3 bucket under BACKUP_S3_PREFIX, every file as the manifest says, and keeps the latest there', async () => {
    await stopWorkers();
    const bucket = await startS3Server();
    s3 = bucket;
    const env = readEnv({
      ...bucket.env,
      STORAGE: 'local',
      NODE_ENV: 'test',
      DATA_DIR: await folder('portal-sched-s3data-'),
      BACKUP_SCHEDULE_HOUR: '2',
      BACKUP_S3_PREFIX: 'sao-luu/',
      BACKUP_KEEP: '1',
    });
    const client = s3Client(bucket.options);
    const put = (key: string, body: string) => client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: key, Body: body }));
    await put('sao-luu/portal-2020-01-01-020000/manifest.json', JSON.stringify(await readManifest(firstBackup)));
    await put('sao-luu/portal-2020-01-01-020000/db/public.users.copy.gz', 'cũ');
    await put('sao-luu/portal-2020-01-02-020000/db/public.users.copy.gz', 'dở dang');
    await worker(env);

    const before = (await t.database.db.select().from(backupRuns)).length;
    await t.jobs.queue.boss.send('system.backup', {}, {});
    const rows = await settled(
      () => t.database.db.select().from(backupRuns).orderBy(backupRuns.startedAt),
      (r) => r.length > before,
      'the S3 backup run',
      60_000,
    );
    const row = rows.at(-1);
    expect(row).toMatchObject({ status: 'succeeded', removed: 1, error: null });
    const prefix = `sao-luu/${row!.location.split('/sao-luu/')[1]}`;
    expect(row!.location).toBe(`s3://${bucket.bucket}/${prefix}`);

    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: 'sao-luu/' }));
    const keys = (listed.Contents ?? []).map((o) => o.Key!);
    expect(keys.some((k) => k.startsWith('sao-luu/portal-2020-01-01-020000/'))).toBe(false);
    expect(keys).toContain('sao-luu/portal-2020-01-02-020000/db/public.users.copy.gz');
    const read = async (key: string) =>
      (await client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: key }))).Body as AsyncIterable<Buffer>;
    const manifest = JSON.parse((await bytesOf(await read(`${prefix}manifest.json`))).toString('utf8'));
    expect(manifest.files).toHaveLength(fileCount);
    for (const table of manifest.tables) expect(await sha256(await read(`${prefix}${table.file}`)), table.file).toBe(table.sha256);
    for (const file of manifest.files) expect(await sha256(await read(`${prefix}files/${file.id}`))).toBe(file.sha256);
    const sizes = (listed.Contents ?? []).filter((o) => o.Key!.startsWith(prefix)).reduce((sum, o) => sum + (o.Size ?? 0), 0);
    expect(row!.sizeBytes).toBe(sizes);
    // Nothing is left in the staging folder under DATA_DIR.
    expect(await readdir(path.join(env.dataDir, 'backup-staging'))).toEqual([]);
  });

  it('refuses settings that name no place, two places, or a prefix among the stored files', () => {
    const base = { NODE_ENV: 'test', BACKUP_SCHEDULE_HOUR: '2' };
    const bucket = { S3_BUCKET: 'portal-files', S3_PREFIX: 'files/' };
    expect(() => readEnv(base)).toThrow(/BACKUP_DIR or BACKUP_S3_PREFIX/);
    expect(() => readEnv({ ...base, ...bucket, BACKUP_DIR: '/srv/backups', BACKUP_S3_PREFIX: 'backups/' })).toThrow(/not both/);
    expect(() => readEnv({ ...base, BACKUP_S3_PREFIX: 'backups/' })).toThrow(/needs S3_BUCKET/);
    expect(() => readEnv({ ...base, ...bucket, BACKUP_S3_PREFIX: 'files/backups/' })).toThrow(/must not contain/);
    expect(() => readEnv({ ...base, BACKUP_DIR: '/srv/backups', BACKUP_SCHEDULE_HOUR: '24' })).toThrow();
    expect(readEnv({ ...base, ...bucket, BACKUP_S3_PREFIX: 'backups/' })).toMatchObject({ BACKUP_SCHEDULE_HOUR: 2, BACKUP_KEEP: 7 });
    expect(readEnv({ NODE_ENV: 'test' }).BACKUP_SCHEDULE_HOUR).toBeUndefined();
  });

  it('does nothing for a run queued before the schedule was turned off', async () => {
    const before = await t.database.db.select().from(backupRuns);
    const off = { ...t.app.deps.env, BACKUP_SCHEDULE_HOUR: undefined };
    const run = await runScheduledBackup(
      { db: t.database.db, jobs: t.jobs.queue, mailer: t.jobs.mailer, storage: t.storage, env: off, url },
      { isLastAttempt: true },
    );
    expect(run).toBeUndefined();
    expect(await t.database.db.select().from(backupRuns)).toHaveLength(before.length);
    expect(backupName(new Date('2026-05-01T19:00:05Z'))).toBe('portal-2026-05-02-020005');
  });
});
