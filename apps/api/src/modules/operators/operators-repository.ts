import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type OperatorRow = typeof users.$inferSelect;

export function listOperators(db: Executor): Promise<OperatorRow[]> {
  return db.select().from(users).where(eq(users.type, 'operator')).orderBy(asc(users.username));
}

export async function findOperator(db: Executor, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.type, 'operator')))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Whether an operator has this login name (partners' names are another namespace). */
export async function usernameExists(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'operator'), sql`lower(${users.username}) = lower(${username})`))
    .limit(1);
  return Boolean(row);
}

/** Whether any administrator may sign in (a new installation has none until `create-operator`). */
export async function hasActiveAdministrator(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'operator'), eq(users.operatorRole, 'administrator'), eq(users.status, 'active')))
    .limit(1);
  return Boolean(row);
}

/** The addresses of the active administrators, for what the server itself must tell them. */
export async function activeAdministratorEmails(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.type, 'operator'), eq(users.operatorRole, 'administrator'), eq(users.status, 'active')))
    .orderBy(asc(users.username));
  return rows.map((r) => r.email).filter(Boolean);
}

/** Active administrators other than this one (locked for the decision, so two demotions cannot race). */
export async function otherActiveAdministrators(db: Executor, id: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'operator'), eq(users.operatorRole, 'administrator'), eq(users.status, 'active'), ne(users.id, id)))
    .for('update');
  return rows.length;
}
