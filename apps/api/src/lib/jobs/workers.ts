import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { enqueueScheduled, publishScheduled } from '../../modules/content/desk-posts-service.ts';
import { sendBroadcast } from '../../modules/notifications/desk-service.ts';
import { deliverPush, fanOut, prune } from '../../modules/notifications/notifications-service.ts';
// monthly deferred-payment reports
import { enqueueMonthlyBuilds, previousMonth, runReportBuild, scheduleNextMonthlyRun } from '../../modules/debts/reports-build-service.ts';
import { runReminders, scheduleNextReminders } from '../../modules/debts/reports-reminders.ts';
import { type BackupDeps, runScheduledBackup, scheduleNextBackup } from '../../modules/queue/backup-service.ts';
import { readOrganization } from '../../modules/organization/organization-service.ts';
import { deliverBooking, scanBookings, scheduleScan } from '../../modules/integrations/orm-service.ts';
import { createMailer, createMessageDelivery, type Mailer } from '../mailer.ts';
import { committedFileIds } from '../../db/files-repository.ts';
import { loadSecretBox, type SecretBox } from '../secret-box.ts';
import type { Storage } from '../storage.ts';
import { sweepStorage } from '../storage-sweep.ts';
import type { HostLookup } from '../public-address.ts';
import { loadVapidKeys, type PushPolicy, pushPolicy, type VapidKeys } from '../web-push.ts';
import { type JobQueue, startJobQueue } from './queue.ts';

export type Jobs = {
  queue: JobQueue;
  mailer: Mailer;
  box: SecretBox;
  /** The Web Push keys (the public one is what browsers subscribe with). */
  vapid: VapidKeys;
  /** Where a push may go (registration checks a device with the same rule as each send). */
  push: PushPolicy;
  /** Stops the workers (running deliveries get `timeoutMs`, then go back to the queue) and the queue. */
  stop: (options?: { timeoutMs?: number }) => Promise<void>;
};

/**
 * The job queue with a handler for every queue in JOBS, on this instance. Every instance runs the
 * workers; pg-boss hands each job to one of them. `workers: false` starts the queue for enqueueing
 * only (tests that watch the statements a request runs).
 */
export async function startJobs(options: {
  url: string;
  db: Db;
  env: Pick<
    Env,
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'SECRET_KEY'
    | 'NODE_ENV'
    | 'VAPID_PUBLIC_KEY'
    | 'VAPID_PRIVATE_KEY'
    | 'VAPID_SUBJECT'
    | 'PUSH_ALLOWED_HOSTS'
    | 'PUSH_TEST_ORIGINS'
    | 'publicUrl'
    | 'STORAGE_SWEEP_GRACE_MINUTES'
  > &
    BackupDeps['env'];
  log: FastifyBaseLogger;
  /** The file storage the sweeper tidies and the scheduled backup copies (absent: neither on this instance). */
  storage?: Storage;
  workers?: boolean;
  /** How push endpoints' names are resolved (the system's resolver unless a test names another). */
  lookup?: HostLookup;
}): Promise<Jobs> {
  const { db, env, log, storage } = options;
  const push = pushPolicy(env, options.lookup);
  const box = await loadSecretBox(db, env.SECRET_KEY);
  const vapid = await loadVapidKeys(db, { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT });
  const queue = await startJobQueue(options.url, log);
  // Every mail is signed with the owner's name, address and logo as its transaction reads them.
  const mailer = createMailer(queue, box, { publicUrl: env.publicUrl, owner: readOrganization });
  const delivery = createMessageDelivery({
    db,
    box,
    log,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    isProduction: env.NODE_ENV === 'production',
  });
  try {
    if (options.workers !== false) {
      await queue.work('message.deliver', delivery.deliver);
      await queue.work('content.publish', async (data) => {
        await publishScheduled({ db }, data);
      });
      await queue.work('notification.fanout', (data) => fanOut({ db, jobs: queue }, data));
      await queue.work('notification.push', (data, attempt) => deliverPush({ db, vapid, push }, data, attempt), { concurrency: 4 });
      await queue.work('notification.broadcast', (data) => sendBroadcast({ db, jobs: queue, mailer, env }, data), { concurrency: 1 });
      await queue.work('notification.prune', async () => {
        await prune({ db });
        await queue.enqueue(db, 'notification.prune', {}, { startAfter: new Date(Date.now() + 24 * 3600_000) });
      });
      await queue.enqueue(db, 'notification.prune', {});
      if (storage) {
        await queue.work('storage.sweep', async () => {
          const swept = await sweepStorage(storage, (ids) => committedFileIds(db, ids), env.STORAGE_SWEEP_GRACE_MINUTES * 60_000);
          if (swept.removed) log.warn(swept, 'stored files without a row removed');
          await queue.enqueue(db, 'storage.sweep', {}, { startAfter: new Date(Date.now() + 3600_000) });
        });
        await queue.enqueue(db, 'storage.sweep', {});
        // The daily backup (off unless BACKUP_SCHEDULE_HOUR is set): one at a time on this instance.
        const backupDeps: BackupDeps = { db, jobs: queue, mailer, storage, env, url: options.url };
        await queue.work('system.backup', (_data, attempt) => runScheduledBackup(backupDeps, attempt).then(() => undefined), {
          concurrency: 1,
        });
        await scheduleNextBackup(backupDeps);
      }
      // Monthly deferred-payment reports: the build at each month's start, the daily reminders; each
      // run queues the next, and every instance may queue the first (one waits at a time).
      await queue.work('debts.report-schedule', async (data) => {
        await enqueueMonthlyBuilds({ db, jobs: queue }, data.month ?? previousMonth());
        if (!data.month) await scheduleNextMonthlyRun({ db, jobs: queue });
      });
      await queue.work('debts.report-build', (data) => runReportBuild({ db, jobs: queue }, data));
      await queue.work('debts.reminders', async () => {
        await runReminders({ db, jobs: queue, mailer, env });
        await scheduleNextReminders({ db, jobs: queue });
      });
      await scheduleNextMonthlyRun({ db, jobs: queue });
      await scheduleNextReminders({ db, jobs: queue });
      // Bookings out to the laboratory systems over HL7 v2 (only while an integration has an endpoint).
      await queue.work('integrations.orm-scan', async () => {
        await scanBookings({ db, jobs: queue });
        await scheduleScan({ db, jobs: queue });
      });
      await queue.work('integrations.orm-deliver', (data, attempt) => deliverBooking({ db }, data, attempt), { concurrency: 2 });
      await scheduleScan({ db, jobs: queue }, 0);
      // Scheduled posts whose job is missing (demo data, a job lost) get one; queued ones stay single.
      await enqueueScheduled({ db, jobs: queue });
    }
  } catch (err) {
    await queue.stop({ timeoutMs: 1_000 }).catch(() => undefined);
    throw err;
  }
  return {
    queue,
    mailer,
    box,
    vapid,
    push,
    stop: async (stopOptions) => {
      await queue.stop(stopOptions);
      delivery.close();
    },
  };
}
