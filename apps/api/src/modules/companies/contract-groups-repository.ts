import { aliasedTable, and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { companyContracts, contractGroupContracts, contractGroups, partners } from '../../db/schema.ts';

/*
 * Contract sets, for the company's screens and the desk alike: a set's row with its company, its
 * members, and its writes. The company's calls pass its own id as `ownerId`; the desk passes the
 * company it filters on, or none.
 */

/** A set is done when none of its contracts is still open (every one completed or declined). */
const openContracts = sql`exists (select 1 from ${contractGroupContracts} gc join ${companyContracts} c on c.id = gc.contract_id
  where gc.group_id = ${contractGroups.id} and c.status not in ('completed', 'declined'))`;

const SORTS: Record<string, SQL[]> = {
  'createdAt desc': [desc(contractGroups.createdAt), desc(contractGroups.id)],
  'createdAt asc': [asc(contractGroups.createdAt), asc(contractGroups.id)],
  'name asc': [asc(contractGroups.name), asc(contractGroups.id)],
  'name desc': [desc(contractGroups.name), desc(contractGroups.id)],
};

const owner = aliasedTable(partners, 'owner');

/** A set's row and its company. */
const groupSelect = (db: Executor) =>
  db
    .select({
      id: contractGroups.id,
      ownerId: contractGroups.ownerId,
      name: contractGroups.name,
      createdAt: contractGroups.createdAt,
      company: { id: owner.id, name: owner.name, code: owner.code },
    })
    .from(contractGroups)
    .innerJoin(owner, eq(owner.id, contractGroups.ownerId));

export type GroupRow = Awaited<ReturnType<ReturnType<typeof groupSelect>['execute']>>[number];

export type GroupFilter = {
  ownerId?: string | undefined;
  search?: string | undefined;
  status?: string | undefined;
  sorting?: string | undefined;
};

export async function listGroups(db: Executor, f: GroupFilter, page: number, limit: number): Promise<{ rows: GroupRow[]; total: number }> {
  const where = and(
    f.ownerId ? eq(contractGroups.ownerId, f.ownerId) : undefined,
    f.search ? ilike(contractGroups.name, containing(f.search)) : undefined,
    f.status === 'completed' ? sql`not ${openContracts}` : f.status === 'in_progress' ? openContracts : undefined,
  );
  const [rows, total] = await Promise.all([
    groupSelect(db)
      .where(where)
      .orderBy(...(SORTS[f.sorting ?? 'createdAt desc'] ?? []))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(contractGroups, where),
  ]);
  return { rows, total };
}

/** A set and its company; `lock` takes the set's row (that row alone) FOR UPDATE, for a change in the same transaction. */
export async function findGroup(db: Executor, id: string, opts: { lock?: boolean } = {}): Promise<GroupRow | undefined> {
  const query = groupSelect(db).where(eq(contractGroups.id, id)).limit(1);
  const [row] = opts.lock ? await query.for('update', { of: contractGroups }) : await query;
  return row;
}

export async function groupOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ ownerId: contractGroups.ownerId }).from(contractGroups).where(eq(contractGroups.id, id)).limit(1);
  return row?.ownerId;
}

/** The member contracts of these sets: id, code, status and set. */
export async function groupMembers(db: Executor, groupIds: readonly string[]) {
  if (!groupIds.length) return [];
  return db
    .select({
      groupId: contractGroupContracts.groupId,
      contractId: companyContracts.id,
      status: companyContracts.status,
      code: companyContracts.code,
    })
    .from(contractGroupContracts)
    .innerJoin(companyContracts, eq(companyContracts.id, contractGroupContracts.contractId))
    .where(inArray(contractGroupContracts.groupId, [...groupIds]));
}

/** Which of these contracts belong to the owner (their code too, for the audit entry). */
export async function ownedContracts(db: Executor, ownerId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: companyContracts.id, code: companyContracts.code, status: companyContracts.status })
    .from(companyContracts)
    .where(and(eq(companyContracts.ownerId, ownerId), inArray(companyContracts.id, [...ids])));
}

/** A new set and its contracts; answers its id. */
export async function insertGroup(
  db: Executor,
  values: { ownerId: string; name: string; createdBy: string | null },
  contractIds: readonly string[],
): Promise<string> {
  const [row] = await db.insert(contractGroups).values(values).returning({ id: contractGroups.id });
  if (!row) throw new Error('group insert returned nothing');
  await setGroupContracts(db, row.id, contractIds);
  return row.id;
}

export async function updateGroup(db: Executor, id: string, values: { ownerId: string; name: string }): Promise<void> {
  await db
    .update(contractGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contractGroups.id, id));
}

export async function setGroupContracts(db: Executor, groupId: string, contractIds: readonly string[]): Promise<void> {
  await db.delete(contractGroupContracts).where(eq(contractGroupContracts.groupId, groupId));
  if (contractIds.length) await db.insert(contractGroupContracts).values(contractIds.map((contractId) => ({ groupId, contractId })));
}

export async function deleteGroup(db: Executor, id: string): Promise<void> {
  await db.delete(contractGroups).where(eq(contractGroups.id, id));
}
