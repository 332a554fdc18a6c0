import {
  BACKUP_HISTORY_LIMIT,
  BACKUP_TEXT,
  type BackupHistory,
  type BackupRun,
  formatDateTime,
  SERVER_TEXT,
  SITE_PATHS,
  vietnamToday,
} from '@portal/contract';
import type { Db, Executor } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { type BackupSettings, type BackupTarget, backupName, backupTarget, type WrittenBackup } from '../../lib/backup/backup-target.ts';
import { createBackup } from '../../lib/backup/create-backup.ts';
import type { JobAttempt, JobQueue } from '../../lib/jobs/queue.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Storage } from '../../lib/storage.ts';
import { keyedUuid, nextDailyAt } from '../debts/reports-dates.ts';
import { administratorEmails } from '../operators/operators-service.ts';
import * as repo from './backup-repository.ts';

/*
 * The scheduled backup (`system.backup`): once a day at BACKUP_SCHEDULE_HOUR (Vietnam), one server
 * writes what `npm run admin -- backup` writes to BACKUP_DIR or the bucket (lib/backup/backup-target.ts),
 * keeps the latest BACKUP_KEEP, and records the run in `backup_runs` for the job-queue desk. A run
 * that fails for good e-mails every active administrator. docs/operations.md, "Scheduled backups".
 */

type BackupEnv = BackupSettings & Pick<Env, 'BACKUP_SCHEDULE_HOUR' | 'BACKUP_KEEP' | 'publicUrl'>;
export type BackupDeps = {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  storage: Storage;
  env: BackupEnv;
  /** The database's address: the backup reads it on a connection of its own, in one snapshot. */
  url: string;
};

const target = (env: BackupEnv): BackupTarget | undefined => (env.BACKUP_SCHEDULE_HOUR === undefined ? undefined : backupTarget(env));

/**
 * Queues the run at the next BACKUP_SCHEDULE_HOUR:00 in Vietnam after `after`, with an id fixed by its
 * day: every instance queues it at start, and one waits per day. Nothing while the schedule is off.
 */
export async function scheduleNextBackup(deps: Pick<BackupDeps, 'db' | 'jobs' | 'env'>, after: Date = new Date()): Promise<void> {
  const hour = deps.env.BACKUP_SCHEDULE_HOUR;
  if (hour === undefined) return;
  const at = nextDailyAt(after, hour);
  await deps.jobs.enqueue(deps.db, 'system.backup', {}, { id: keyedUuid(`system.backup:${vietnamToday(at)}`), startAfter: at });
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 4000);

/** Removes the oldest complete scheduled backups beyond `keep`; answers how many went. */
async function keepLatest(place: BackupTarget, keep: number): Promise<number> {
  const complete = await place.list();
  const old = complete.slice(0, Math.max(0, complete.length - keep));
  for (const name of old) await place.remove(name);
  return old.length;
}

/** One e-mail per address, queued in `tx` (the transaction that records the failed run). */
async function tellAdministrators(deps: BackupDeps, tx: Executor, emails: readonly string[], failed: repo.BackupRunRow) {
  const deskUrl = `${deps.env.publicUrl}${SITE_PATHS.queueDesk}`;
  const mail = SERVER_TEXT.backupFailed(formatDateTime(failed.startedAt), failed.location, failed.error ?? '', deskUrl);
  for (const to of emails) await deps.mailer.send(tx, { channel: 'email', to, ...mail });
}

/**
 * `system.backup`: queues tomorrow's run first (this one may take hours, fail, or be cut by a
 * shutdown), writes the backup, removes the oldest beyond BACKUP_KEEP, and records the run. A failed
 * backup is recorded and thrown, so that the queue retries it; on its last attempt the administrators
 * are e-mailed in the transaction that records it. Backups that cannot be removed are recorded and
 * e-mailed at once, without a retry (it would write one more). Nothing runs while the schedule is
 * off (a run queued before it was turned off).
 */
export async function runScheduledBackup(deps: BackupDeps, attempt: Pick<JobAttempt, 'isLastAttempt'>): Promise<BackupRun | undefined> {
  const place = target(deps.env);
  if (!place) return undefined;
  const startedAt = new Date();
  // An hour on, so that a run starting a moment before its time still queues the next day's.
  await scheduleNextBackup(deps, new Date(startedAt.getTime() + 3600_000));
  const name = backupName(startedAt);
  let written: WrittenBackup;
  try {
    written = await place.write(name, (dir) => createBackup({ url: deps.url, storage: deps.storage, dir }));
  } catch (err) {
    const emails = attempt.isLastAttempt ? await administratorEmails(deps) : [];
    await deps.db.transaction(async (tx) => {
      const row = await repo.insertRun(tx, {
        startedAt,
        finishedAt: new Date(),
        status: 'failed',
        location: place.locationOf(name),
        error: messageOf(err),
      });
      await tellAdministrators(deps, tx, emails, row);
    });
    throw err;
  }
  const run = { startedAt, location: written.location, sizeBytes: written.sizeBytes, fileCount: written.fileCount };
  let removed: number;
  try {
    removed = await keepLatest(place, deps.env.BACKUP_KEEP);
  } catch (err) {
    const error = BACKUP_TEXT.pruneFailed(deps.env.BACKUP_KEEP, messageOf(err));
    const emails = await administratorEmails(deps);
    return deps.db.transaction(async (tx) => {
      const row = await repo.insertRun(tx, { ...run, finishedAt: new Date(), status: 'failed', error });
      await tellAdministrators(deps, tx, emails, row);
      return toRun(row);
    });
  }
  return toRun(await repo.insertRun(deps.db, { ...run, finishedAt: new Date(), status: 'succeeded', removed }));
}

function toRun(row: repo.BackupRunRow): BackupRun {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    status: row.status,
    location: row.location,
    sizeBytes: row.sizeBytes,
    fileCount: row.fileCount,
    removed: row.removed,
    error: row.error,
  };
}

/** The desk's view: the schedule as this server reads its settings, and the latest runs. */
export async function backupHistory(deps: { db: Db; env: BackupEnv }): Promise<BackupHistory> {
  const place = target(deps.env);
  return {
    settings: { hour: place ? (deps.env.BACKUP_SCHEDULE_HOUR ?? null) : null, target: place?.place ?? null, keep: deps.env.BACKUP_KEEP },
    items: (await repo.latestRuns(deps.db, BACKUP_HISTORY_LIMIT)).map(toRun),
  };
}
