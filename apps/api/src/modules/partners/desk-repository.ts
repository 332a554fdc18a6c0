import type { PartnerListQuery } from '@portal/contract';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { type PageBounds, pageBounds, pageTotal, preparedPerKey } from '../../db/prepared.ts';
import { alias } from 'drizzle-orm/pg-core';
import { files, partnerCounts, partnerStartsWith, partners, renameRequests, users } from '../../db/schema.ts';

/** The purpose of a registration document (licence file), as registration and the profile store it. */
const LICENCE_PURPOSE = 'business_license';

export type PartnerListFilter = Pick<PartnerListQuery, 'type' | 'status' | 'search'>;

const columns = {
  id: partners.id,
  type: partners.type,
  code: partners.code,
  name: partners.name,
  taxCode: partners.taxCode,
  email: partners.email,
  phone: partners.phone,
  status: partners.status,
  createdAt: partners.createdAt,
  // Qualified by hand: in a one-table select Drizzle writes columns bare, and a bare "id" inside
  // this subquery would be the account's own id, not the partner's.
  username: sql<
    string | null
  >`(select u.username from ${users} u where u.partner_id = ${partners}.id and not u.is_sub_user order by u.created_at limit 1)`,
  parentId: partners.parentId,
  parentName: sql<string | null>`(select p.name from ${partners} p where p.id = ${partners}.parent_id)`,
};

function countsWhere(filter: { type?: unknown; status?: unknown }) {
  const where: SQL[] = [];
  if (filter.type) where.push(eq(partnerCounts.type, sql.placeholder('type')));
  if (filter.status) where.push(eq(partnerCounts.status, sql.placeholder('status')));
  return where.length ? and(...where) : undefined;
}

/**
 * The unsearched list (by type, status, both or neither) as prepared statements, one per shape
 * so each keeps its own index plan: page and total in one round trip, built once.
 */
function prepareUnsearched(db: Db, hasType: boolean, hasStatus: boolean, bounds: PageBounds) {
  const where: SQL[] = [];
  if (hasType) where.push(eq(partners.type, sql.placeholder('type')));
  if (hasStatus) where.push(eq(partners.status, sql.placeholder('status')));
  const counts = countsWhere({ type: hasType, status: hasStatus });
  const total = sql<string>`(select coalesce(sum(${partnerCounts.n}), 0) from ${partnerCounts}${counts ? sql` where ${counts}` : sql``})`;
  const name = `list_partners_${hasType ? 't' : ''}${hasStatus ? 's' : ''}_${bounds.key}`;
  return {
    page: db
      .select({ ...columns, total })
      .from(partners)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(partners.createdAt), desc(partners.id))
      .limit(bounds.limit)
      .offset(bounds.offset)
      .prepare(name),
    // For a page past the end, which has no row to carry the total.
    total: db
      .select({ n: sql<string>`coalesce(sum(${partnerCounts.n}), 0)` })
      .from(partnerCounts)
      .where(counts)
      .prepare(`${name}_total`),
  };
}

/** Each shape's statements, per page bounds (the first page has its size written in: `pageBounds`). */
const unsearchedStatements = preparedPerKey<ReturnType<typeof prepareUnsearched>>();

/**
 * One page of partners, newest first, with the total. Every filter maps to an index: the page is
 * an index range read, and without a search the total comes from partner_counts, so neither
 * grows with the table.
 */
export async function listPartners(db: Db, filter: PartnerListFilter, page: number, limit: number) {
  const offset = (page - 1) * limit;
  if (!filter.search) {
    const bounds = pageBounds(limit, offset);
    const shape = `${filter.type ? 't' : ''}${filter.status ? 's' : ''}`;
    const statements = unsearchedStatements(db, `${shape}:${bounds.key}`, () =>
      prepareUnsearched(db, Boolean(filter.type), Boolean(filter.status), bounds),
    );
    const values = { type: filter.type, status: filter.status, limit, offset };
    const rows = await statements.page.execute(values);
    const total = await pageTotal(rows, () => statements.total.execute(values));
    return { items: rows.map(({ total: _, ...item }) => item), total };
  }
  const where: SQL[] = [];
  if (filter.type) where.push(eq(partners.type, filter.type));
  if (filter.status) where.push(eq(partners.status, filter.status));
  where.push(partnerStartsWith(filter.search));
  const condition = and(...where);
  // The page and the total are independent reads: two connections, one round trip of waiting.
  const [items, total] = await Promise.all([
    db.select(columns).from(partners).where(condition).orderBy(desc(partners.createdAt), desc(partners.id)).limit(limit).offset(offset),
    db.$count(partners, condition),
  ]);
  return { items, total };
}

/** The account to approve, locked for the change: a partner's main account, or an account by login name. */
export async function lockMainAccount(db: Executor, by: { partnerId: string } | { username: string }) {
  const where =
    'partnerId' in by
      ? and(eq(users.partnerId, by.partnerId), eq(users.isSubUser, false))
      : and(ne(users.type, 'operator'), sql`lower(${users.username}) = lower(${by.username})`);
  const [user] = await db.select().from(users).where(where).orderBy(users.createdAt).limit(1).for('update');
  return user;
}

const parent = alias(partners, 'parent');

export async function findPartnerDetail(db: Executor, id: string) {
  const [row] = await db
    .select({ partner: partners, parentName: parent.name })
    .from(partners)
    .leftJoin(parent, eq(parent.id, partners.parentId))
    .where(eq(partners.id, id))
    .limit(1);
  if (!row) return undefined;
  const [accounts, subUnits, licence, renames] = await Promise.all([
    db.select().from(users).where(eq(users.partnerId, id)).orderBy(asc(users.isSubUser), asc(users.createdAt)),
    db
      .select({ id: partners.id, code: partners.code, name: partners.name, status: partners.status })
      .from(partners)
      .where(eq(partners.parentId, id))
      .orderBy(asc(partners.name)),
    db
      .select({ id: files.id, name: files.originalName, mime: files.mime, size: files.size, createdAt: files.createdAt })
      .from(files)
      .where(and(eq(files.partnerId, id), eq(files.purpose, LICENCE_PURPOSE)))
      .orderBy(desc(files.createdAt)),
    db.select().from(renameRequests).where(eq(renameRequests.partnerId, id)).orderBy(desc(renameRequests.createdAt)),
  ]);
  return { ...row, accounts, subUnits, files: licence, renames };
}

/**
 * One of the partner's own registration documents (licence files). A partner's other files (bid
 * submissions, contract documents, product images) belong to their desks, which decide who sees
 * them and when (a sealed bid's quote before its close date): here they are not found.
 */
export async function findPartnerFile(db: Executor, partnerId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.partnerId, partnerId), eq(files.purpose, LICENCE_PURPOSE)))
    .limit(1);
  return row;
}

export async function countWaiting(db: Executor) {
  const [registrations, renames] = await Promise.all([
    db.$count(partners, and(eq(partners.status, 'pending'), isNull(partners.parentId))),
    db.$count(renameRequests, eq(renameRequests.status, 'pending')),
  ]);
  return { pendingRegistrations: registrations, pendingRenames: renames };
}

const renameParent = alias(partners, 'rename_parent');

export async function listRenames(db: Executor, status: 'pending' | 'approved' | 'rejected' | undefined, page: number, limit: number) {
  const where = status ? eq(renameRequests.status, status) : undefined;
  // The page's ids first, then its rows with their partner and file: joined before the limit, a
  // table without statistics yet (a few requests) let the planner hash every `files` row.
  const pageIds = db
    .select({ id: renameRequests.id })
    .from(renameRequests)
    .where(where)
    .orderBy(desc(renameRequests.createdAt), desc(renameRequests.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [items, total] = await Promise.all([
    db
      .select({
        request: renameRequests,
        partner: { id: partners.id, code: partners.code, name: partners.name, type: partners.type },
        parentName: renameParent.name,
        fileName: sql<string | null>`(select ${files.originalName} from ${files} where ${files.id} = ${renameRequests.fileId})`,
      })
      .from(renameRequests)
      .innerJoin(partners, eq(partners.id, renameRequests.partnerId))
      .leftJoin(renameParent, eq(renameParent.id, partners.parentId))
      .where(inArray(renameRequests.id, pageIds))
      .orderBy(desc(renameRequests.createdAt), desc(renameRequests.id)),
    db.$count(renameRequests, where),
  ]);
  return { items, total };
}

export async function lockRename(db: Executor, id: string) {
  const [row] = await db.select().from(renameRequests).where(eq(renameRequests.id, id)).limit(1).for('update');
  return row;
}

/** A rename request's supporting PDF (a sub-unit's rename), or undefined. */
export async function findRenameFile(db: Executor, id: string) {
  const [row] = await db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(renameRequests)
    .innerJoin(files, eq(files.id, renameRequests.fileId))
    .where(eq(renameRequests.id, id))
    .limit(1);
  return row;
}

/** The parent company of a sub-unit (who is told of its rename), or undefined for a partner without one. */
export async function parentOf(db: Executor, partnerId: string) {
  const [row] = await db
    .select({ id: renameParent.id, name: renameParent.name, email: renameParent.email })
    .from(partners)
    .innerJoin(renameParent, eq(renameParent.id, partners.parentId))
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row;
}
