import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companyContracts, contractGroupContracts, contractGroups } from '../../db/schema.ts';
import { escapeLike } from './companies-repository.ts';

/** A set is done when none of its contracts is still open (every one completed or declined). */
const openContracts = sql`exists (select 1 from ${contractGroupContracts} gc join ${companyContracts} c on c.id = gc.contract_id
  where gc.group_id = ${contractGroups.id} and c.status not in ('completed', 'declined'))`;

const SORTS: Record<string, SQL[]> = {
  'createdAt desc': [desc(contractGroups.createdAt), desc(contractGroups.id)],
  'createdAt asc': [asc(contractGroups.createdAt), asc(contractGroups.id)],
  'name asc': [asc(contractGroups.name), asc(contractGroups.id)],
  'name desc': [desc(contractGroups.name), desc(contractGroups.id)],
};

export type GroupRecord = typeof contractGroups.$inferSelect;

export async function listGroups(
  db: Executor,
  ownerId: string,
  q: { search?: string | undefined; status?: string | undefined; sorting?: string | undefined; page: number; limit: number },
): Promise<{ rows: GroupRecord[]; total: number }> {
  const where = and(
    eq(contractGroups.ownerId, ownerId),
    q.search ? sql`lower(${contractGroups.name}) like ${`%${escapeLike(q.search.toLowerCase())}%`}` : undefined,
    q.status === 'completed' ? sql`not ${openContracts}` : q.status === 'in_progress' ? openContracts : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(contractGroups)
      .where(where)
      .orderBy(...(SORTS[q.sorting ?? 'createdAt desc'] ?? []))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.$count(contractGroups, where),
  ]);
  return { rows, total };
}

export async function findGroup(db: Executor, id: string): Promise<GroupRecord | undefined> {
  const [row] = await db.select().from(contractGroups).where(eq(contractGroups.id, id)).limit(1);
  return row;
}

export async function groupOwner(db: Executor, id: string): Promise<string | undefined> {
  return (await findGroup(db, id))?.ownerId;
}

/** The member contracts of these sets, with their status. */
export async function membersOf(db: Executor, groupIds: readonly string[]) {
  if (!groupIds.length) return [];
  return db
    .select({ groupId: contractGroupContracts.groupId, contractId: companyContracts.id, status: companyContracts.status })
    .from(contractGroupContracts)
    .innerJoin(companyContracts, eq(companyContracts.id, contractGroupContracts.contractId))
    .where(inArray(contractGroupContracts.groupId, [...groupIds]));
}

export async function insertGroup(
  db: Executor,
  values: { ownerId: string; name: string; createdBy: string },
  contractIds: readonly string[],
) {
  const [row] = await db.insert(contractGroups).values(values).returning();
  if (!row) throw new Error('insert failed');
  await db.insert(contractGroupContracts).values(contractIds.map((contractId) => ({ groupId: row.id, contractId })));
  return row;
}
