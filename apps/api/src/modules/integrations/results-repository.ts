import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { labReports } from '../../db/schema.ts';

/* The laboratory reports integrations posted (results in, issue 38). */

export type LabReportRecord = typeof labReports.$inferSelect;
type Key = { clientId: string; system: string; value: string };

/** Holds one report identifier for the transaction: the same report posted twice at once is taken once. */
export async function lockKey(db: Executor, key: Key): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lab_report|${key.clientId}|${key.system}|${key.value}`}, 0))`);
}

export async function findByKey(db: Executor, key: Key): Promise<LabReportRecord | undefined> {
  const [row] = await db
    .select()
    .from(labReports)
    .where(
      and(eq(labReports.clientId, key.clientId), eq(labReports.identifierSystem, key.system), eq(labReports.identifierValue, key.value)),
    )
    .limit(1);
  return row;
}

export async function findReport(db: Executor, clientId: string, id: string): Promise<LabReportRecord | undefined> {
  const [row] = await db
    .select()
    .from(labReports)
    .where(and(eq(labReports.id, id), eq(labReports.clientId, clientId)))
    .limit(1);
  return row;
}

export async function insertReport(db: Executor, values: typeof labReports.$inferInsert): Promise<LabReportRecord> {
  const [row] = await db.insert(labReports).values(values).returning();
  if (!row) throw new Error('lab report insert returned nothing');
  return row;
}

export async function updateReport(
  db: Executor,
  id: string,
  values: Pick<LabReportRecord, 'status' | 'resource' | 'observations' | 'pdfSha256' | 'lineIds'>,
): Promise<LabReportRecord> {
  const [row] = await db
    .update(labReports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(labReports.id, id))
    .returning();
  if (!row) throw new Error('lab report update returned nothing');
  return row;
}
