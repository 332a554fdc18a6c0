import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { JOB_SCHEMA } from '../../lib/jobs/queue.ts';

/**
 * The job-queue desk's reads of pg-boss's job table (every queue's partition, through the parent
 * `job` table). SQL rather than pg-boss's `getQueues`: its counts are a cache refreshed by its monitor
 * (up to an hour old) and have no time window; `findJobs` cannot filter by state. Changes go through
 * pg-boss (`JobQueue.retry`), never through an UPDATE here.
 */
const job = sql.raw(`${JOB_SCHEMA}.job`);
const names = (queues: readonly string[]) =>
  sql`array[${sql.join(
    queues.map((q) => sql`${q}`),
    sql`, `,
  )}]::text[]`;

export type FailedRow = {
  id: string;
  name: string;
  data: unknown;
  error: string | null;
  retry_count: number;
  completed_on: Date | string | null;
};

export async function listFailed(db: Executor, queues: readonly string[], page: number, limit: number) {
  const where = sql`state = 'failed' and name = any(${names(queues)})`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<FailedRow>(sql`
      select id, name, data, retry_count,
        left(coalesce(output->>'message', output->'value'->>'message', output::text), 500) as error, completed_on
      from ${job}
      where ${where}
      order by completed_on desc nulls last, id desc
      limit ${limit} offset ${(page - 1) * limit}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${job} where ${where}`),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

export async function findJob(db: Executor, id: string, queues: readonly string[]) {
  const { rows } = await db.execute<{ id: string; name: string; state: string }>(
    sql`select id, name, state from ${job} where id = ${id} and name = any(${names(queues)})`,
  );
  return rows[0];
}

/** The failed jobs of these queues (one job when `id` is given), locked until the caller's transaction ends. */
export async function lockFailed(tx: Executor, queues: readonly string[], id?: string) {
  const { rows } = await tx.execute<{ id: string; name: string; data: unknown }>(sql`
    select id, name, data from ${job}
    where state = 'failed' and name = any(${names(queues)}) ${id ? sql`and id = ${id}` : sql``}
    for update`);
  return rows;
}

export type ScheduleRow = {
  name: string;
  next_run_at: Date | string | null;
  last_run_at: Date | string | null;
  last_state: 'active' | 'completed' | 'failed' | null;
};

/** Per queue: the earliest run still waiting, and the latest run started (under way or ended). */
export async function schedule(db: Executor, queues: readonly string[]): Promise<ScheduleRow[]> {
  const { rows } = await db.execute<ScheduleRow>(sql`
    select q.name,
      (select min(start_after) from ${job} j where j.name = q.name and j.state in ('created', 'retry')) as next_run_at,
      last.at as last_run_at, last.state as last_state
    from unnest(${names(queues)}) as q(name)
    left join lateral (
      select coalesce(completed_on, started_on) as at, state::text as state from ${job} j
      where j.name = q.name and j.state in ('active', 'completed', 'failed')
      order by started_on desc nulls last limit 1
    ) last on true`);
  return rows;
}
