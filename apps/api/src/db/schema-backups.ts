import { bigint, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const backupRunStatusEnum = pgEnum('backup_run_status', ['succeeded', 'failed']);

/**
 * Every run of the scheduled backup (`system.backup`), written when it ends, for the job-queue desk:
 * when, where to, how big, and why it failed. One row a day; nothing else refers to it.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    status: backupRunStatusEnum('status').notNull(),
    /** The backup's folder or `s3://bucket/prefix/name/`. */
    location: text('location').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    fileCount: integer('file_count'),
    /** Older scheduled backups removed after this one. */
    removed: integer('removed').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('backup_runs_started_idx').on(t.startedAt)],
);
