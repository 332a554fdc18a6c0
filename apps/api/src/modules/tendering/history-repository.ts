import { bidHistory } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';

export type HistoryInsert = typeof bidHistory.$inferInsert;

export async function insertHistory(db: Executor, rows: HistoryInsert[]): Promise<void> {
  if (rows.length) await db.insert(bidHistory).values(rows);
}
