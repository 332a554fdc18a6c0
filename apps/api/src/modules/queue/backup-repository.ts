import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { backupRuns } from '../../db/schema.ts';

export type BackupRunRow = typeof backupRuns.$inferSelect;
export type BackupRunValues = Omit<typeof backupRuns.$inferInsert, 'id'>;

export async function insertRun(db: Executor, values: BackupRunValues): Promise<BackupRunRow> {
  const [row] = await db.insert(backupRuns).values(values).returning();
  if (!row) throw new Error('backup run not recorded');
  return row;
}

/** The latest runs, newest first. */
export function latestRuns(db: Executor, limit: number): Promise<BackupRunRow[]> {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(limit);
}
