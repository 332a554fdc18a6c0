import type { ContractSortField } from '@portal/contract';
import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { lowerContaining } from '../../db/like.ts';
import { insertFileRows, type StoredUpload, deleteFileRows } from '../../db/files-repository.ts';
import { byPageId, oncePerDb, pageBounds, type PageBounds, pageIds, pageTotal, preparedPerKey } from '../../db/prepared.ts';
import {
  contractCategories,
  contractCounts,
  contractFiles,
  contractProgress,
  contracts,
  contractTypes,
  files,
  partners,
} from '../../db/schema.ts';

export type ContractRecord = typeof contracts.$inferSelect;
export type ContractValues = Omit<typeof contracts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ProgressRecord = typeof contractProgress.$inferSelect;

export type ContractFilter = {
  partnerId?: string | undefined;
  search?: string | undefined;
  status?: string | undefined;
  contractType?: number | undefined;
  categoryId?: string | undefined;
  minTotalValue?: number | undefined;
  maxTotalValue?: number | undefined;
  dateSigned?: string | undefined;
};
export type ContractSort = { field: ContractSortField; direction: 'asc' | 'desc' };

const SORT_COLUMNS = {
  dateSigned: contracts.dateSigned,
  dateTo: contracts.dateTo,
  totalValue: contracts.totalValue,
  name: contracts.name,
  code: contracts.code,
  createdAt: contracts.createdAt,
} as const;

function where(filter: ContractFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.partnerId) parts.push(eq(contracts.partnerId, filter.partnerId));
  if (filter.search) {
    const like = lowerContaining(filter.search);
    parts.push(or(sql`lower(${contracts.name}) like ${like}`, sql`lower(${contracts.code}) like ${like}`)!);
  }
  if (filter.status) parts.push(eq(contracts.status, filter.status));
  if (filter.contractType !== undefined) parts.push(eq(contracts.contractTypeId, filter.contractType));
  if (filter.categoryId) parts.push(eq(contracts.categoryId, filter.categoryId));
  if (filter.minTotalValue !== undefined) parts.push(gte(contracts.totalValue, filter.minTotalValue));
  if (filter.maxTotalValue !== undefined) parts.push(lte(contracts.totalValue, filter.maxTotalValue));
  if (filter.dateSigned) parts.push(eq(contracts.dateSigned, filter.dateSigned));
  return parts.length ? and(...parts) : undefined;
}

/** The latest progress entry of a type, as JSON (null when none). */
const latestProgress = (type: 1 | 2) => sql<ProgressJson | null>`(
  select json_build_object('id', p.id, 'progressType', p.progress_type, 'date', p.date::text, 'name', p.name, 'content', p.content)
  from ${contractProgress} p where p.contract_id = ${contracts.id} and p.progress_type = ${type}
  order by p.date desc, p.created_at desc limit 1)`;
type ProgressJson = { id: string; progressType: 1 | 2; date: string; name: string; content: string };

const rowColumns = {
  contract: contracts,
  partner: { id: partners.id, name: partners.name, code: partners.code, type: partners.type },
  category: { id: contractCategories.id, name: contractCategories.name },
  typeName: contractTypes.name,
  fileCount: sql<number>`(select count(*)::int from ${contractFiles} cf where cf.contract_id = ${contracts.id})`,
  latestSupply: latestProgress(1),
  latestPayment: latestProgress(2),
};

export type ContractJoined = {
  contract: ContractRecord;
  partner: { id: string; name: string; code: string; type: string };
  category: { id: string; name: string } | null;
  typeName: string | null;
  fileCount: number;
  latestSupply: ProgressJson | null;
  latestPayment: ProgressJson | null;
};

const joined = (db: Executor) =>
  db
    .select(rowColumns)
    .from(contracts)
    .innerJoin(partners, eq(partners.id, contracts.partnerId))
    .leftJoin(contractCategories, eq(contractCategories.id, contracts.categoryId))
    .leftJoin(contractTypes, eq(contractTypes.id, contracts.contractTypeId));

/**
 * A partner's list as it opens (newest signed first, no filter), prepared once: the page's ids are
 * a range read of contracts_partner_signed_idx in list order (an init plan), then their rows by
 * key in that order, with the total from the trigger-kept contract_counts on every row (one round trip). With the ids apart
 * the plan PostgreSQL keeps for the statement costs a page; with LIMIT and OFFSET over the joins and
 * subqueries it guessed a tenth of the partner's contracts and planned every call anew.
 */
const openingIds = (b: PageBounds) => sql`array(select c.id from ${contracts} c where c.partner_id = ${sql.placeholder('partnerId')}
  order by c.date_signed desc, c.id desc limit ${b.limitSql} offset ${b.offsetSql})`;
const openingTotal = sql<string>`(select coalesce(sum(c.n), 0) from ${contractCounts} c where c.partner_id = ${sql.placeholder('partnerId')})`;
const buildOpeningPage = (db: Db, b: PageBounds) =>
  db
    .select({ ...rowColumns, total: openingTotal })
    .from(pageIds(openingIds(b)))
    .innerJoin(contracts, byPageId(contracts.id))
    .innerJoin(partners, eq(partners.id, contracts.partnerId))
    .leftJoin(contractCategories, eq(contractCategories.id, contracts.categoryId))
    .leftJoin(contractTypes, eq(contractTypes.id, contracts.contractTypeId))
    .orderBy(sql`page.n`)
    .prepare(`contract_opening_page_${b.key}`);
const openingPages = preparedPerKey<ReturnType<typeof buildOpeningPage>>();
/** For a page past the end, which has no row to carry the total. */
const openingCount = oncePerDb((db) =>
  db
    .select({ n: sql<string>`coalesce(sum(${contractCounts.n}), 0)` })
    .from(contractCounts)
    .where(eq(contractCounts.partnerId, sql.placeholder('partnerId')))
    .prepare('contract_opening_count'),
);

/** True for a partner's whole list in its default order (the list as it opens). */
const isOpening = (filter: ContractFilter, sort: ContractSort): filter is ContractFilter & { partnerId: string } =>
  !!filter.partnerId &&
  sort.field === 'dateSigned' &&
  sort.direction === 'desc' &&
  Object.entries(filter).every(([key, value]) => key === 'partnerId' || value === undefined);

/** One page of contracts matching the filter, with the total. */
export async function listContracts(
  db: Db,
  filter: ContractFilter,
  sort: ContractSort,
  page: number,
  limit: number,
): Promise<{ items: ContractJoined[]; total: number }> {
  if (isOpening(filter, sort)) {
    const params = { partnerId: filter.partnerId, limit, offset: (page - 1) * limit };
    const bounds = pageBounds(limit, params.offset);
    const rows = await openingPages(db, bounds.key, () => buildOpeningPage(db, bounds)).execute(params);
    const total = await pageTotal(rows, () => openingCount(db).execute(params));
    return { items: rows.map(({ total: _, ...item }) => item) as ContractJoined[], total };
  }
  const condition = where(filter);
  const column = SORT_COLUMNS[sort.field];
  const order = sort.direction === 'asc' ? asc(column) : desc(column);
  const [items, [count]] = await Promise.all([
    joined(db)
      .where(condition)
      .orderBy(order, desc(contracts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(contracts).where(condition),
  ]);
  return { items: items as ContractJoined[], total: count?.n ?? 0 };
}

export async function findContract(db: Executor, id: string): Promise<ContractJoined | undefined> {
  const [row] = await joined(db).where(eq(contracts.id, id)).limit(1);
  return row as ContractJoined | undefined;
}

/** Locks a contract row for a write. */
export async function lockContract(db: Executor, id: string): Promise<ContractRecord | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id)).for('update').limit(1);
  return row;
}

export async function contractOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ partnerId: contracts.partnerId }).from(contracts).where(eq(contracts.id, id)).limit(1);
  return row?.partnerId;
}

export function listContractFiles(db: Executor, contractId: string) {
  return db
    .select({ id: files.id, name: files.originalName, mime: files.mime, size: files.size, createdAt: files.createdAt })
    .from(contractFiles)
    .innerJoin(files, eq(files.id, contractFiles.fileId))
    .where(eq(contractFiles.contractId, contractId))
    .orderBy(asc(files.createdAt), asc(files.originalName));
}

/** A file of this contract (undefined when the file is not one of its documents). */
export async function findContractFile(db: Executor, contractId: string, fileId: string) {
  const [row] = await db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(contractFiles)
    .innerJoin(files, eq(files.id, contractFiles.fileId))
    .where(and(eq(contractFiles.contractId, contractId), eq(contractFiles.fileId, fileId)))
    .limit(1);
  return row;
}

/** Every file of the contract with its stored name, for the archive. */
export function listContractFilesForArchive(db: Executor, contractId: string) {
  return db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(contractFiles)
    .innerJoin(files, eq(files.id, contractFiles.fileId))
    .where(eq(contractFiles.contractId, contractId))
    .orderBy(asc(files.createdAt), asc(files.originalName));
}

/** Progress entries, newest first (spec 1 §2.7). */
export function listProgress(db: Executor, contractId: string) {
  return db
    .select()
    .from(contractProgress)
    .where(eq(contractProgress.contractId, contractId))
    .orderBy(desc(contractProgress.date), desc(contractProgress.createdAt));
}

export async function insertContract(db: Executor, values: ContractValues): Promise<ContractRecord> {
  const [row] = await db.insert(contracts).values(values).returning();
  return row!;
}

export async function updateContract(db: Executor, id: string, values: Partial<ContractValues>): Promise<void> {
  await db
    .update(contracts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contracts.id, id));
}

export async function codeTaken(db: Executor, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(sql`lower(${contracts.code}) = ${code.toLowerCase()}`, exceptId ? sql`${contracts.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

export async function insertContractFiles(db: Executor, contractId: string, partnerId: string, uploads: StoredUpload[]): Promise<void> {
  if (!uploads.length) return;
  await insertFileRows(db, { purpose: 'contract', partnerId }, uploads);
  await db.insert(contractFiles).values(uploads.map((u) => ({ contractId, fileId: u.id })));
}

/** Removes a file of the contract (its row; the bytes stay until storage clean-up). Returns its name. */
export async function deleteContractFile(db: Executor, contractId: string, fileId: string): Promise<string | undefined> {
  const file = await findContractFile(db, contractId, fileId);
  if (!file) return undefined;
  await deleteFileRows(db, [fileId]);
  return file.originalName;
}

export async function insertProgress(
  db: Executor,
  values: { contractId: string; progressType: number; date: string; name: string; content: string },
): Promise<ProgressRecord> {
  const [row] = await db.insert(contractProgress).values(values).returning();
  return row!;
}

export async function deleteProgress(db: Executor, contractId: string, progressId: string): Promise<ProgressRecord | undefined> {
  const [row] = await db
    .delete(contractProgress)
    .where(and(eq(contractProgress.id, progressId), eq(contractProgress.contractId, contractId)))
    .returning();
  return row;
}

export function listCategories(db: Executor) {
  return db
    .select({ id: contractCategories.id, name: contractCategories.name })
    .from(contractCategories)
    .orderBy(asc(contractCategories.sort), asc(contractCategories.name));
}

export function listTypes(db: Executor) {
  return db.select().from(contractTypes).orderBy(asc(contractTypes.id));
}

export async function categoryExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: contractCategories.id }).from(contractCategories).where(eq(contractCategories.id, id)).limit(1);
  return !!row;
}

export async function typeExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: contractTypes.id }).from(contractTypes).where(eq(contractTypes.id, id)).limit(1);
  return !!row;
}

/** The partner a contract is created for, when it is an active partner of one of these types. */
export async function findActivePartner(db: Executor, id: string, types: readonly string[]) {
  const [row] = await db
    .select({ id: partners.id, name: partners.name, code: partners.code, email: partners.email, type: partners.type })
    .from(partners)
    .where(and(eq(partners.id, id), eq(partners.status, 'active'), inArray(partners.type, types as Array<'provider'>)))
    .limit(1);
  return row;
}

/** How many contracts a provider has signed: every one past its draft (contracts_partner_status_idx). */
export async function countSigned(db: Executor, partnerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contracts)
    .where(and(eq(contracts.partnerId, partnerId), sql`${contracts.status} <> 'Draft'`));
  return row?.n ?? 0;
}
