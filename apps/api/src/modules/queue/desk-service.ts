import {
  BACKUP_DESK_TEXT,
  type BackupHistory,
  type FailedJob,
  type FailedJobList,
  type FailedJobListQuery,
  QUEUE_DESK_MSG,
  QUEUE_DESK_WINDOW_HOURS,
  QUEUE_LABELS,
  type QueueBacklog,
  type QueueName,
  type QueueSchedule,
  RECURRING_QUEUES,
  type RecurringQueue,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { JOBS, type JobName } from '../../lib/jobs/queue.ts';
import { requeueFailedMessages } from '../../lib/mailer.ts';
import * as audit from '../audit/audit-service.ts';
import { backupHistory } from './backup-service.ts';
import * as repo from './desk-repository.ts';

/** The job-queue desk (`/api/admin/queue`): backlog, failed jobs and their retry, recurring jobs. */

// The contract names the queues for the console; both lists must be the same (checked by the compiler).
const LABELS: Readonly<Record<JobName, string>> = QUEUE_LABELS;
const DEFINED: Readonly<Record<QueueName, unknown>> = JOBS;
const QUEUES = Object.keys(DEFINED) as QueueName[];

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export async function backlog(deps: AppDeps): Promise<QueueBacklog> {
  const counts = await deps.jobs.counts({ windowHours: QUEUE_DESK_WINDOW_HOURS });
  return {
    windowHours: QUEUE_DESK_WINDOW_HOURS,
    items: counts.map(({ queue, queued, scheduled, active, retrying, failed, completed, oldestWaitingSeconds }) => ({
      queue: queue as QueueName,
      queued,
      scheduled,
      active,
      retrying,
      failed,
      completed,
      oldestWaitingSeconds,
    })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only the ids a job's data names: the data holds nothing else by design, but the desk shows no more. */
function refsOf(data: unknown): Record<string, string> {
  if (!data || typeof data !== 'object') return {};
  return Object.fromEntries(Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string' && UUID.test(e[1])));
}

export async function failed(deps: AppDeps, query: FailedJobListQuery): Promise<FailedJobList> {
  const limit = query.limit;
  const { rows, total } = await repo.listFailed(deps.db, query.queue ? [query.queue] : QUEUES, query.page, limit);
  return {
    items: rows.map(
      (r): FailedJob => ({
        id: r.id,
        queue: r.name as QueueName,
        error: r.error ?? '',
        attempts: r.retry_count + 1,
        failedAt: iso(r.completed_on),
        refs: refsOf(r.data),
      }),
    ),
    pagination: { page: query.page, limit, count: total, totalCount: total },
  };
}

/**
 * Retries the failed jobs it locked, queue by queue. A message's outbox row went to `failed` with its
 * job; it goes back to `queued`, or the worker would find nothing to send.
 */
async function retryLocked(deps: AppDeps, tx: Executor, jobs: { id: string; name: string; data: unknown }[]) {
  for (const queue of new Set(jobs.map((j) => j.name as JobName))) {
    const list = jobs.filter((j) => j.name === queue);
    if (queue === 'message.deliver') {
      const outboxIds = list.map((j) => refsOf(j.data).outboxId).filter((id): id is string => Boolean(id));
      await requeueFailedMessages(tx, outboxIds);
    }
    await deps.jobs.retry(
      tx,
      queue,
      list.map((j) => j.id),
    );
  }
}

export async function retryOne(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [job] = await repo.lockFailed(tx, QUEUES, id);
    if (!job) {
      if (await repo.findJob(tx, id, QUEUES)) throw new AppError('business_rule', QUEUE_DESK_MSG.notFailed);
      throw new AppError('not_found');
    }
    await retryLocked(deps, tx, [job]);
    const label = LABELS[job.name as JobName];
    await audit.record(tx, actor, {
      objectType: 'job',
      objectId: job.id,
      action: 'retry',
      summary: `Thử lại công việc lỗi: ${label}`,
      before: { queue: label, state: 'Lỗi' },
      after: { queue: label, state: 'Chờ chạy lại' },
    });
  });
}

export async function retryAll(deps: AppDeps, actor: Actor, queue: QueueName | null): Promise<{ retried: number }> {
  return deps.db.transaction(async (tx) => {
    const jobs = await repo.lockFailed(tx, queue ? [queue] : QUEUES);
    if (jobs.length === 0) return { retried: 0 };
    await retryLocked(deps, tx, jobs);
    const scope = queue ? LABELS[queue] : 'mọi hàng đợi';
    await audit.record(tx, actor, {
      objectType: 'job',
      objectId: queue ?? 'all',
      action: 'retry',
      summary: `Thử lại ${jobs.length} công việc lỗi (${scope})`,
      after: { queue: scope, count: jobs.length },
    });
    return { retried: jobs.length };
  });
}

export async function schedule(deps: AppDeps): Promise<QueueSchedule> {
  const recurring = Object.keys(RECURRING_QUEUES) as RecurringQueue[];
  const rows = new Map((await repo.schedule(deps.db, recurring)).map((r) => [r.name, r]));
  return {
    items: recurring.map((queue) => {
      const r = rows.get(queue);
      return {
        queue,
        ...RECURRING_QUEUES[queue],
        // The backup's hour is the server's setting, not a constant.
        ...(queue === 'system.backup' ? { cadence: BACKUP_DESK_TEXT.cadence(deps.env.BACKUP_SCHEDULE_HOUR ?? null) } : {}),
        nextRunAt: iso(r?.next_run_at ?? null),
        lastRunAt: iso(r?.last_run_at ?? null),
        lastState: r?.last_state ?? null,
      };
    }),
  };
}

/** The scheduled backup: its settings on this server and its latest runs. */
export function backups(deps: AppDeps): Promise<BackupHistory> {
  return backupHistory(deps);
}
