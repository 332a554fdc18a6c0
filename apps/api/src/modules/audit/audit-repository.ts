import type { AuditQuery } from '@portal/contract';
import { and, desc, eq, gte, isNull, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lowerContaining } from '../../db/like.ts';
import { auditLog } from '../../db/schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertEntry(db: Executor, values: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(values);
}

/** One page of entries, newest first; dates are whole days in the server's time zone (`to` included). */
export async function listEntries(db: Executor, query: AuditQuery, limit: number) {
  const where: SQL[] = [];
  if (query.operatorId) where.push(eq(auditLog.operatorId, query.operatorId));
  if (query.objectType) where.push(eq(auditLog.objectType, query.objectType));
  if (query.from) where.push(gte(auditLog.at, sql`${query.from}::date`));
  if (query.to) where.push(lt(auditLog.at, sql`${query.to}::date + 1`));
  if (query.search) {
    const pattern = lowerContaining(query.search);
    where.push(
      sql`(lower(${auditLog.summary}) like ${pattern} or lower(${auditLog.operatorUsername}) like ${pattern} or ${auditLog.objectId} like ${pattern} or lower(${auditLog.changes}::text) like ${pattern})`,
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const [items, total] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    db.$count(auditLog, condition),
  ]);
  return { items, total };
}

/** An object's entries made by an actor without an operator account whose name starts with `prefix`, newest first. */
export function entriesByActor(db: Executor, object: { type: string; id: string }, prefix: string, limit: number) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.objectType, object.type),
        eq(auditLog.objectId, object.id),
        isNull(auditLog.operatorId),
        like(auditLog.operatorUsername, `${prefix.replace(/[\\%_]/g, '\\$&')}%`),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
