import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, type JobWithMetadata, PgBoss, type Queue } from 'pg-boss';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';

/** pg-boss keeps its tables in this schema of the portal's own database. */
export const JOB_SCHEMA = 'pgboss';

type JobDefinition = { data: z.ZodType<object>; queue: Omit<Queue, 'name'> };

/**
 * Every queue, named once: the shape of its jobs' data (checked when a job is enqueued and again
 * when it is worked) and its retry policy. pg-boss stores job data in clear, so no secret ever goes
 * into it: a message job carries only its outbox id, and the outbox row holds the sealed text.
 */
export const JOBS = {
  /**
   * Deliver one outbox message. Retries back off from 2–4 s, doubling, capped at 15 min: about an
   * hour of tries before the row is marked failed. A try running over 2 min is retried.
   */
  'message.deliver': {
    data: z.object({ outboxId: z.uuid() }),
    queue: { retryLimit: 12, retryDelay: 2, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 120, notify: true },
  },
  /**
   * Publish a scheduled news post at its time (enqueued with `startAfter` = `publishAt`). The
   * handler publishes only a post still scheduled for that very time: a job of a post since
   * published, unpublished or rescheduled does nothing.
   */
  'content.publish': {
    data: z.object({ postId: z.uuid(), publishAt: z.iso.datetime() }),
    queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 60 },
  },
  /**
   * Fan one notification out to its inboxes and push devices (modules/notifications). Its id is the
   * notification's, so it is queued once however many instances see the event; running it again
   * adds nothing.
   */
  'notification.fanout': {
    data: z.object({ notificationId: z.uuid() }),
    queue: { retryLimit: 10, retryDelay: 2, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 120, notify: true },
  },
  /**
   * One push to one device (its id is the delivery's). A push service that fails is tried again from
   * 5 s, doubling, capped at 1 h (about a day in all); 404/410 deletes the subscription at once.
   */
  'notification.push': {
    data: z.object({ deliveryId: z.uuid() }),
    queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 60, notify: true },
  },
  /** An operator's broadcast: one notification per partner of its audience, resumable. */
  'notification.broadcast': {
    data: z.object({ broadcastId: z.uuid() }),
    queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 600, notify: true },
  },
  /**
   * Deletes notifications past the 12 months an inbox keeps, once a day: each run queues the next
   * (`stately`: one queued and one running at most, so every instance may queue it at start).
   */
  'notification.prune': {
    data: z.object({}),
    queue: { policy: 'stately', retryLimit: 3, retryDelay: 60, expireInSeconds: 600 },
  },
  /**
   * Once an hour: removes stored files that no row references, older than the grace period
   * (lib/storage-sweep.ts). Each run queues the next (`stately`: one waiting).
   */
  'storage.sweep': {
    data: z.object({}),
    queue: { policy: 'stately', retryLimit: 3, retryDelay: 60, expireInSeconds: 1800 },
  },
  // ——— monthly deferred-payment reports (modules/debts/report-*) ———
  /**
   * At 01:00 on the 1st of each month (Vietnam): queues one `debts.report-build` per collaborator
   * with completed orders in the month before; each run queues the next (`stately`: one waiting).
   * `month` ('YYYY-MM') is for a run by hand; absent, the month before now.
   */
  'debts.report-schedule': {
    data: z.object({
      month: z
        .string()
        .regex(/^\d{4}-\d{2}$/)
        .optional(),
    }),
    queue: { policy: 'stately', retryLimit: 5, retryDelay: 60, expireInSeconds: 600 },
  },
  /** Builds one collaborator's report for one month; its id is fixed by both, so it is queued once. */
  'debts.report-build': {
    data: z.object({ partnerId: z.uuid(), month: z.string().regex(/^\d{4}-\d{2}$/) }),
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 300 },
  },
  /**
   * Once a day at 08:00 (Vietnam): the reminder ladder of unpaid sent reports, and confirmed reports
   * past their due date become overdue; each step is recorded once, so a second run sends nothing.
   */
  'debts.reminders': {
    data: z.object({}),
    queue: { policy: 'stately', retryLimit: 5, retryDelay: 60, expireInSeconds: 900 },
  },
  // ——— end of monthly reports ———
  /**
   * The scheduled backup (modules/queue/backup-service.ts), once a day at BACKUP_SCHEDULE_HOUR
   * (Vietnam); off while that is unset. Each run queues the next day's first, with an id fixed by
   * that day, so however many instances queue it at start one waits per day. A failed try is
   * retried twice, 10 minutes apart, before the administrators are e-mailed. A run may take hours
   * (every stored file is copied).
   */
  'system.backup': {
    data: z.object({}),
    queue: { retryLimit: 2, retryDelay: 600, expireInSeconds: 6 * 3600 },
  },
  /**
   * Once a minute while an integration takes bookings over HL7 v2: the bookings (new or cancelled)
   * not yet offered to it get their delivery row and job (modules/integrations/orm-service.ts).
   * Each run queues the next (`stately`: one waiting) as long as such an integration exists.
   */
  'integrations.orm-scan': {
    data: z.object({}),
    queue: { policy: 'stately', retryLimit: 3, retryDelay: 30, expireInSeconds: 120 },
  },
  /**
   * One ORM^O01 to one LIS, until it answers: a refused connection or a missing ACK is tried again
   * from 30 s, doubling, capped at 30 min (about a day in all); an AE or AR ends it, with its reason.
   */
  'integrations.orm-deliver': {
    data: z.object({ deliveryId: z.uuid() }),
    queue: { retryLimit: 50, retryDelay: 30, retryBackoff: true, retryDelayMax: 1800, expireInSeconds: 120, notify: true },
  },
} satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;
export type JobData<N extends JobName> = z.infer<(typeof JOBS)[N]['data']>;
/** The attempt a handler runs: `signal` aborts when the queue stops or the job expires under it. */
export type JobAttempt = { id: string; retryCount: number; isLastAttempt: boolean; signal: AbortSignal };
/** Resolves when the job is done; throws to have it retried (or failed after its last attempt). */
export type JobHandler<N extends JobName> = (data: JobData<N>, attempt: JobAttempt) => Promise<void>;

/** `id`: a job of that id already queued makes this one a no-op; `startAfter`: not worked before then. */
export type EnqueueOptions = { id?: string; startAfter?: Date };

/**
 * A queue's jobs now: `ready` are due and wait for a worker (the backlog), `deferred` wait for
 * their start time (retries backing off, scheduled runs); `queued` are new jobs (due or not),
 * `scheduled` those of them not due yet, `retrying` failed attempts waiting for another;
 * `failed` are retained failures and `completed` finished jobs, both within the window asked for
 * (`completed` is counted only with a window), `oldestWaitingSeconds` how long the oldest due job
 * has waited.
 */
export type QueueCounts = {
  queue: string;
  ready: number;
  deferred: number;
  queued: number;
  scheduled: number;
  retrying: number;
  active: number;
  failed: number;
  completed: number;
  oldestWaitingSeconds: number | null;
};

export type JobQueue = {
  /**
   * Adds a job through `executor`: pass the caller's Drizzle transaction, so that the job is
   * committed or rolled back with the change that asked for it.
   */
  enqueue<N extends JobName>(executor: Executor, name: N, data: JobData<N>, options?: EnqueueOptions): Promise<void>;
  /**
   * Puts failed jobs of one queue back in it, to be worked again with one more attempt (pg-boss
   * `retry`), through `executor` like `enqueue`. Jobs not in the failed state are left alone.
   */
  retry(executor: Executor, name: JobName, ids: readonly string[]): Promise<void>;
  /** Works the queue on this instance; pg-boss's row locks give each job to one worker at a time. */
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: { concurrency?: number }): Promise<void>;
  /** Stops fetching, waits up to `timeoutMs` for running handlers, fails (for retry) those still running. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** Throws unless pg-boss is started (not stopping) and its schema answers through its own pool (readiness). */
  check(): Promise<void>;
  /**
   * Jobs per queue and state, counted now, for the metrics and the queue desk: one query on pg-boss's
   * job table. `windowHours` limits `failed` to that window and counts `completed` in it.
   */
  counts(options?: { windowHours?: number }): Promise<QueueCounts[]>;
  /** pg-boss itself, for inspection (tests, operations). */
  boss: PgBoss;
};

/**
 * Starts pg-boss on the portal's database: installs or migrates its schema (pg-boss serialises
 * concurrent starts with advisory locks, so several instances may start together) and creates
 * or updates every queue in JOBS. Its own small pool, apart from the app's.
 */
export async function startJobQueue(url: string, log: FastifyBaseLogger, poolMax = 4): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: url,
    schema: JOB_SCHEMA,
    max: poolMax,
    application_name: 'portal-jobs',
    // One listening connection wakes workers as soon as a job commits; polling stays as a fallback
    // (and is all there is through PgBouncer in transaction mode).
    useListenNotify: true,
    schedule: false,
  });
  // Errors carry job ids, never job data worth hiding (see JOBS).
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();
  try {
    for (const [name, def] of Object.entries(JOBS) as [JobName, JobDefinition][]) {
      await boss.createQueue(name, def.queue);
      // createQueue leaves an existing queue alone; the code's retry policy wins over the stored one
      // (a queue's `policy` is fixed at creation: pg-boss refuses to update it).
      const { policy: _fixed, ...updatable } = def.queue as Omit<Queue, 'name'>;
      await boss.updateQueue(name, updatable);
    }
  } catch (err) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw err;
  }

  let running = true;
  boss.on('stopped', () => {
    running = false;
  });
  // Live counts (pg-boss's getQueues() reads counters its monitor refreshes once a minute, and has
  // no time window). Without a window, completed jobs are not read at all.
  const countsSql = `
    SELECT name,
      count(*) FILTER (WHERE state < 'active' AND NOT blocked AND start_after <= now())::int AS ready,
      count(*) FILTER (WHERE state < 'active' AND (blocked OR start_after > now()))::int AS deferred,
      count(*) FILTER (WHERE state = 'created')::int AS queued,
      count(*) FILTER (WHERE state = 'created' AND start_after > now())::int AS scheduled,
      count(*) FILTER (WHERE state = 'retry')::int AS retrying,
      count(*) FILTER (WHERE state = 'active')::int AS active,
      count(*) FILTER (WHERE state = 'failed' AND ($2::int IS NULL OR completed_on >= now() - make_interval(hours => $2::int)))::int
        AS failed,
      count(*) FILTER (WHERE state = 'completed')::int AS completed,
      floor(extract(epoch FROM now() - min(start_after) FILTER (WHERE state < 'active' AND start_after <= now())))::int
        AS oldest_waiting_seconds
    FROM ${JOB_SCHEMA}.job
    WHERE name = ANY($1::text[])
      AND (state IN ('created', 'retry', 'active', 'failed')
        OR ($2::int IS NOT NULL AND state = 'completed' AND completed_on >= now() - make_interval(hours => $2::int)))
    GROUP BY name`;
  const names = Object.keys(JOBS);

  return {
    boss,
    async enqueue(executor, name, data, options = {}) {
      const checked = JOBS[name].data.parse(data);
      await boss.send(name, checked, { ...options, db: fromDrizzle(executor, sql) });
    },
    async retry(executor, name, ids) {
      if (ids.length > 0) await boss.retry(name, [...ids], { db: fromDrizzle(executor, sql) });
    },
    async work(name, handler, { concurrency = 2 } = {}) {
      const schema = JOBS[name].data;
      const workOptions = {
        includeMetadata: true,
        batchSize: 1,
        localConcurrency: concurrency,
        // A new job wakes the worker at once (NOTIFY); a retry coming due does not, so the
        // fallback poll decides how late a retry may start.
        notifyPollingIntervalSeconds: 5,
      } as const;
      await boss.work(name, workOptions, async (jobs: JobWithMetadata<unknown>[]) => {
        for (const job of jobs) {
          await handler(schema.parse(job.data) as JobData<typeof name>, {
            id: job.id,
            retryCount: job.retryCount,
            isLastAttempt: job.retryCount >= job.retryLimit,
            signal: job.signal,
          });
        }
      });
    },
    async stop({ timeoutMs = 10_000 } = {}) {
      running = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
    async check() {
      if (!running) throw new Error('job queue stopped');
      if ((await boss.schemaVersion()) === null) throw new Error('job queue schema missing');
    },
    async counts({ windowHours } = {}) {
      type Row = { name: string; oldest_waiting_seconds: number | null } & Omit<QueueCounts, 'queue' | 'oldestWaitingSeconds'>;
      const { rows } = await boss.getDb().executeSql(countsSql, [names, windowHours ?? null]);
      const byName = new Map((rows as Row[]).map((r) => [r.name, r]));
      return names.map((queue) => {
        const r = byName.get(queue);
        return {
          queue,
          ready: r?.ready ?? 0,
          deferred: r?.deferred ?? 0,
          queued: r?.queued ?? 0,
          scheduled: r?.scheduled ?? 0,
          retrying: r?.retrying ?? 0,
          active: r?.active ?? 0,
          failed: r?.failed ?? 0,
          completed: r?.completed ?? 0,
          oldestWaitingSeconds: r?.oldest_waiting_seconds ?? null,
        };
      });
    },
  };
}
