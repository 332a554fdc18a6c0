import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { debtEvents, partners } from '../../db/schema.ts';

export type DebtEventRow = typeof debtEvents.$inferSelect;
export type DebtEventValues = typeof debtEvents.$inferInsert;

export async function insertEvent(db: Executor, values: DebtEventValues): Promise<void> {
  await db.insert(debtEvents).values(values);
}

export async function listEvents(db: Executor, f: { partnerId: string; subject?: string }, page: number, limit: number) {
  const conditions: SQL[] = [eq(debtEvents.partnerId, f.partnerId)];
  if (f.subject) conditions.push(eq(debtEvents.subject, f.subject));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(debtEvents)
      .where(where)
      .orderBy(desc(debtEvents.at), desc(debtEvents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(debtEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether `partnerId` is a collaborator (the desk's timeline is a collaborator's only). */
export async function isCollaborator(db: Executor, partnerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.id, partnerId), eq(partners.type, 'collaborator')))
    .limit(1);
  return Boolean(row);
}
