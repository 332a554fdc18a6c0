import { and, asc, desc, eq, gte, inArray, isNull, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { lowerContaining } from '../../db/like.ts';

import { oncePerDb, type PageBounds, pageBounds, preparedPerKey } from '../../db/prepared.ts';
import {
  appointmentSchedules,
  companyContractCounts,
  companyContractListCounts,
  companyContracts,
  companyContractTypes,
  companyRosterCounts,
  companyProfiles,
  contractEmployees,
  contractGroupContracts,
  employeeSearchText,
  files,
  partners,
  renameRequests,
  users,
} from '../../db/schema.ts';

/*
 * The company area's SQL for the partner side: sub-units (read; their `partners` rows are written
 * through modules/account), company profiles, contracts, rosters (read), appointment schedules.
 * The read of one contract (`findContract`) is the area's: the company's calls, the roster import
 * and the desk read a contract through it.
 */

const parent = alias(partners, 'parent_company');

// ——— sub-units ———

const unitContracts = sql<number>`(select count(*)::int from company_contracts c where c.company_id = "partners"."id")`;

const unitColumns = {
  partner: partners,
  totalEmployees: companyProfiles.totalEmployees,
  contactName: companyProfiles.contactName,
  contactPhone: companyProfiles.contactPhone,
  contractCount: unitContracts,
};

export type UnitRecord = {
  partner: typeof partners.$inferSelect;
  totalEmployees: number | null;
  contactName: string | null;
  contactPhone: string | null;
  contractCount: number;
};

export async function listUnits(
  db: Executor,
  parentId: string,
  q: { search?: string | undefined; page: number; limit: number },
): Promise<{ rows: UnitRecord[]; total: number }> {
  const where = and(
    eq(partners.parentId, parentId),
    eq(partners.type, 'company'),
    q.search
      ? or(
          sql`lower(${partners.name}) like ${lowerContaining(q.search)}`,
          sql`lower(${partners.code}) like ${lowerContaining(q.search)}`,
          sql`lower(${partners.taxCode}) like ${lowerContaining(q.search)}`,
        )
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(unitColumns)
      .from(partners)
      .leftJoin(companyProfiles, eq(companyProfiles.partnerId, partners.id))
      .where(where)
      .orderBy(asc(partners.name), asc(partners.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.$count(partners, where),
  ]);
  return { rows, total };
}

export async function findUnit(db: Executor, unitId: string): Promise<(UnitRecord & { parentName: string | null }) | undefined> {
  const [row] = await db
    .select({ ...unitColumns, parentName: parent.name })
    .from(partners)
    .leftJoin(companyProfiles, eq(companyProfiles.partnerId, partners.id))
    .leftJoin(parent, eq(parent.id, partners.parentId))
    .where(eq(partners.id, unitId))
    .limit(1);
  return row;
}

/** The owner of a sub-unit: its parent company (a top-level company is nobody's unit). */
export async function unitOwner(db: Executor, unitId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ parentId: partners.parentId })
    .from(partners)
    .where(and(eq(partners.id, unitId), eq(partners.type, 'company')))
    .limit(1);
  return row?.parentId ?? undefined;
}

export async function latestRename(db: Executor, unitId: string) {
  const [row] = await db
    .select({ request: renameRequests, fileName: files.originalName })
    .from(renameRequests)
    .leftJoin(files, eq(files.id, renameRequests.fileId))
    .where(eq(renameRequests.partnerId, unitId))
    .orderBy(desc(renameRequests.createdAt))
    .limit(1);
  return row;
}

export async function hasPendingRename(db: Executor, unitId: string): Promise<boolean> {
  const n = await db.$count(renameRequests, and(eq(renameRequests.partnerId, unitId), eq(renameRequests.status, 'pending')));
  return n > 0;
}

export async function upsertProfile(
  db: Executor,
  partnerId: string,
  values: { totalEmployees: number; contactName: string; contactPhone: string },
) {
  await db
    .insert(companyProfiles)
    .values({ partnerId, ...values })
    .onConflictDoUpdate({ target: companyProfiles.partnerId, set: { ...values, updatedAt: new Date() } });
}

export const countUnitContracts = (db: Executor, unitId: string) => db.$count(companyContracts, eq(companyContracts.companyId, unitId));

// ——— contracts ———

const company = alias(partners, 'contract_company');
/** The roster's size from the trigger-kept counts (one small read per contract). */
export const rosterSizeSql = sql<number>`(select coalesce(sum(k.n), 0)::int from company_contract_counts k where k.contract_id = "company_contracts"."id")`;

const contractColumns = {
  contract: companyContracts,
  typeName: companyContractTypes.name,
  fileName: files.originalName,
  company: { id: company.id, name: company.name, code: company.code },
};
export type ContractRecord = {
  contract: typeof companyContracts.$inferSelect;
  typeName: string;
  fileName: string | null;
  company: { id: string; name: string; code: string };
};

export type ContractFilter = {
  ownerId: string;
  companyId?: string | undefined;
  search?: string | undefined;
  status?: string | undefined;
  contractType?: number | undefined;
  minTotalValue?: number | undefined;
  maxTotalValue?: number | undefined;
  dateStart?: string | undefined;
  groupId?: string | undefined;
};

function contractWhere(f: ContractFilter): SQL | undefined {
  return and(
    eq(companyContracts.ownerId, f.ownerId),
    f.companyId ? eq(companyContracts.companyId, f.companyId) : undefined,
    f.search
      ? or(
          sql`lower(${companyContracts.code}) like ${lowerContaining(f.search)}`,
          sql`lower(${companyContracts.name}) like ${lowerContaining(f.search)}`,
        )
      : undefined,
    f.status ? eq(companyContracts.status, f.status) : undefined,
    f.contractType !== undefined ? eq(companyContracts.contractTypeId, f.contractType) : undefined,
    f.minTotalValue !== undefined ? gte(companyContracts.totalValue, f.minTotalValue) : undefined,
    f.maxTotalValue !== undefined ? lte(companyContracts.totalValue, f.maxTotalValue) : undefined,
    f.dateStart ? gte(companyContracts.dateStart, f.dateStart) : undefined,
    f.groupId
      ? sql`${companyContracts.id} in (select ${contractGroupContracts.contractId} from ${contractGroupContracts} where ${contractGroupContracts.groupId} = ${f.groupId})`
      : undefined,
  );
}

const SORTS: Record<string, SQL[]> = {
  'dateStart asc': [asc(companyContracts.dateStart), asc(companyContracts.id)],
  'dateStart desc': [desc(companyContracts.dateStart), desc(companyContracts.id)],
  'totalValue asc': [asc(companyContracts.totalValue), asc(companyContracts.id)],
  'totalValue desc': [desc(companyContracts.totalValue), desc(companyContracts.id)],
  'numberEmployees asc': [asc(rosterSizeSql), asc(companyContracts.id)],
  'numberEmployees desc': [desc(rosterSizeSql), desc(companyContracts.id)],
};

/** Each listed contract's per-state counts, read with its row (company_contract_counts, a few rows each). */
const countsOfRow = sql<Record<
  string,
  number
> | null>`(select json_object_agg(k.exam_state, k.n) from ${companyContractCounts} k where k.contract_id = ${companyContracts.id})`;

/**
 * A list's rows: each contract with its per-state counts, and the list's total on every row. A far
 * page reads its ids first (an init plan over the one table, in the list's order), so it skips
 * ids, not joined rows with their counts; the first page reads its rows directly (the counts are
 * worked out for its rows alone either way, and one plan node less is cheaper).
 */
function listQuery(db: Executor, total: SQL<string>, where: SQL | undefined, order: SQL[], limit: unknown, offset: unknown, far: boolean) {
  const rows = db
    .select({ ...contractColumns, counts: countsOfRow, total })
    .from(companyContracts)
    .innerJoin(companyContractTypes, eq(companyContractTypes.id, companyContracts.contractTypeId))
    .innerJoin(company, eq(company.id, companyContracts.companyId))
    .leftJoin(files, eq(files.id, companyContracts.fileId));
  if (!far)
    return rows
      .where(where)
      .orderBy(...order)
      .limit(limit as Placeholder);
  const ids = sql`array(select ${companyContracts.id} from ${companyContracts} where ${where} order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset})`;
  return rows.where(sql`${companyContracts.id} = any(${ids})`).orderBy(...order);
}

/** A contract of a list, with its roster's size per exam state (the states with people). */
export type ContractListRecord = ContractRecord & { counts: Record<string, number> | null };

/** The filters company_contract_list_counts answers: the owner, a company (a sub-unit), a status, a type. */
const keptFilter = (f: ContractFilter) =>
  !f.search && f.minTotalValue === undefined && f.maxTotalValue === undefined && !f.dateStart && !f.groupId;

/** The list's total: from the trigger-kept counts where they answer the filter, else a count of the matching contracts. */
function contractTotal(f: ContractFilter, ownerId: string | Placeholder, where: SQL | undefined) {
  if (!keptFilter(f)) return sql<string>`(select count(*) from ${companyContracts} where ${where})`;
  const k = companyContractListCounts;
  const kept = and(
    eq(k.ownerId, ownerId),
    f.companyId ? eq(k.companyId, f.companyId) : undefined,
    f.status ? eq(k.status, f.status) : undefined,
    f.contractType !== undefined ? eq(k.contractTypeId, f.contractType) : undefined,
  );
  return sql<string>`(select coalesce(sum(${k.n}), 0) from ${k} where ${kept})`;
}

const sortOf = (sorting: string | undefined) => SORTS[sorting ?? 'dateStart desc'] ?? SORTS['dateStart desc'] ?? [];

/**
 * The page size written into a first page's statement: one of the screens' sizes, else none. With
 * `LIMIT $n` the generic plan of the owner's list looks dearer than a custom one (an unknown limit
 * is taken as a tenth of the rows), so PostgreSQL would plan every call, which costs more than
 * running it; with the size written in it keeps one generic plan.
 */
/** The list as it opens (the owner's contracts, no filter): page, progress counts and total, prepared once per order and page bounds. */
const openingStatements = preparedPerKey<ReturnType<typeof prepareOpening>>();
function prepareOpening(db: Db, sorting: string, bounds: PageBounds, name: string) {
  const owner = sql.placeholder('ownerId');
  // The first page has its size written in (`pageBounds`); later pages read their ids first.
  return listQuery(
    db,
    contractTotal({ ownerId: '' }, owner, undefined),
    eq(companyContracts.ownerId, owner),
    sortOf(sorting),
    bounds.limitSql,
    bounds.offsetSql,
    bounds.key === 'p',
  ).prepare(name);
}

function openingStatement(db: Db, sorting: string | undefined, bounds: PageBounds) {
  const order = sorting && SORTS[sorting] ? sorting : 'dateStart desc';
  const name = `company_contract_page_${order.replace(' ', '_')}_${bounds.key}`;
  return openingStatements(db, name, () => prepareOpening(db, order, bounds, name));
}

/**
 * One page of contracts with each one's progress counts and the total, in one statement (a page
 * past the end, which has no row to carry the total, reads it alone).
 */
export async function listContracts(
  db: Db,
  f: ContractFilter,
  sorting: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: ContractListRecord[]; total: number }> {
  const offset = (page - 1) * limit;
  const opening = Object.entries(f).every(([key, value]) => key === 'ownerId' || value === undefined);
  const where = contractWhere(f);
  const total = contractTotal(f, f.ownerId, where);
  const found = opening
    ? await openingStatement(db, sorting, pageBounds(limit, offset)).execute({ ownerId: f.ownerId, limit, offset })
    : await listQuery(db, total, where, sortOf(sorting), limit, offset, offset > 0);
  const rows = found.map(({ total: _, ...row }) => row);
  if (found[0]) return { rows, total: Number(found[0].total) };
  if (offset === 0) return { rows, total: 0 };
  const alone = await db.execute<{ n: string }>(sql`select ${total} as n`);
  return { rows, total: Number(alone.rows[0]?.n ?? 0) };
}

const creator = alias(users, 'contract_creator');

/** One contract as `findContract` reads it: its row, type, company and file, and who created it (the desk shows that). */
export type ContractDetailRecord = ContractRecord & { createdByName: string | null };

/**
 * The one read of a company contract, for the company's calls, the roster import and the desk
 * alike. `ownerId` is the partner side's ownership filter: another company's contract reads as
 * none (the caller answers 404, as for a missing one). `lock` takes the contract's row (that row
 * alone) FOR UPDATE, for a change made in the same transaction.
 */
export async function findContract(
  db: Executor,
  id: string,
  opts: { ownerId?: string | undefined; lock?: boolean | undefined } = {},
): Promise<ContractDetailRecord | undefined> {
  const query = db
    .select({ ...contractColumns, createdByName: sql<string | null>`coalesce(${creator.displayName}, ${creator.username})` })
    .from(companyContracts)
    .innerJoin(companyContractTypes, eq(companyContractTypes.id, companyContracts.contractTypeId))
    .innerJoin(company, eq(company.id, companyContracts.companyId))
    .leftJoin(files, eq(files.id, companyContracts.fileId))
    .leftJoin(creator, eq(creator.id, companyContracts.createdBy))
    .where(and(eq(companyContracts.id, id), opts.ownerId !== undefined ? eq(companyContracts.ownerId, opts.ownerId) : undefined))
    .limit(1);
  const [row] = opts.lock ? await query.for('update', { of: companyContracts }) : await query;
  return row;
}

export async function contractOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ ownerId: companyContracts.ownerId }).from(companyContracts).where(eq(companyContracts.id, id)).limit(1);
  return row?.ownerId;
}

/** Per-state counts of these contracts (rows only for states with people). */
export async function countsOf(db: Executor, contractIds: readonly string[]) {
  if (!contractIds.length) return [];
  return db
    .select({ contractId: companyContractCounts.contractId, examState: companyContractCounts.examState, n: companyContractCounts.n })
    .from(companyContractCounts)
    .where(inArray(companyContractCounts.contractId, [...contractIds]));
}

export const listContractTypes = (db: Executor) =>
  db
    .select({ id: companyContractTypes.id, name: companyContractTypes.name })
    .from(companyContractTypes)
    .orderBy(asc(companyContractTypes.id));

export async function contractFile(db: Executor, contractId: string) {
  const [row] = await db
    .select({ file: files })
    .from(companyContracts)
    .innerJoin(files, eq(files.id, companyContracts.fileId))
    .where(eq(companyContracts.id, contractId))
    .limit(1);
  return row?.file;
}

/** People examined per month of `examined_at`, from `from` (a first of month) on. */
export async function examinedPerMonth(db: Executor, contractId: string, from: string) {
  return db
    .select({ month: sql<string>`to_char(${contractEmployees.examinedAt}, 'YYYY-MM')`, amount: sql<number>`count(*)::int` })
    .from(contractEmployees)
    .where(and(eq(contractEmployees.contractId, contractId), gte(contractEmployees.examinedAt, from)))
    .groupBy(sql`1`);
}

export async function latestExamined(db: Executor, contractId: string): Promise<string | null> {
  const [row] = await db
    .select({ at: contractEmployees.examinedAt })
    .from(contractEmployees)
    .where(and(eq(contractEmployees.contractId, contractId), sql`${contractEmployees.examinedAt} is not null`))
    .orderBy(desc(contractEmployees.examinedAt))
    .limit(1);
  return row?.at ?? null;
}

// ——— rosters (read) ———

export type EmployeeFilter = {
  search?: string | undefined;
  gender?: number | undefined;
  healthStatus?: number | undefined;
  isRegister?: boolean | undefined;
  examState?: string | undefined;
};

/** The company's view of a roster row: no medical results exist here to leak. */
const employeeColumns = {
  id: contractEmployees.id,
  cccd: contractEmployees.cccd,
  bhyt: contractEmployees.bhyt,
  name: contractEmployees.name,
  birthDate: contractEmployees.birthDate,
  gender: contractEmployees.gender,
  phone: contractEmployees.phone,
  email: contractEmployees.email,
  address: contractEmployees.address,
  examState: contractEmployees.examState,
  healthClass: contractEmployees.healthClass,
  examinedAt: contractEmployees.examinedAt,
};

/** A roster row's columns that the company and the desk show. */
export type EmployeeRow = Pick<typeof contractEmployees.$inferSelect, keyof typeof employeeColumns>;

/** A page subquery's columns as one object (a row without a page has them all null). */
const pageFields = <P extends Record<keyof typeof employeeColumns, unknown>>(page: P) =>
  Object.fromEntries(Object.keys(employeeColumns).map((key) => [key, page[key as keyof typeof employeeColumns]])) as {
    [K in keyof typeof employeeColumns]: P[K];
  };

/** What a roster statement's parameters hold (placeholders when prepared, values when built per call). */
type RosterValues = {
  contractId: string;
  search: string;
  gender: number;
  healthClass: number;
  /** 1 for the unregistered, 0 for the registered (isRegister). */
  unregistered: number;
  examState: string;
  limit: number;
  offset: number;
};
type RosterParam = <K extends keyof RosterValues>(key: K) => Placeholder | SQL;

/** Which filters a roster call sets: one prepared statement per shape, each with its own plan. */
const rosterShape = (f: EmployeeFilter) =>
  `${f.gender !== undefined ? 'g' : ''}${f.healthStatus === 0 ? 'u' : f.healthStatus ? 'h' : ''}${f.isRegister !== undefined ? 'r' : ''}${f.examState ? 'e' : ''}`;

/**
 * A roster page in one statement: the contract's owner (no row: no such contract), the total and
 * the page's rows (none past the end: the contract's row alone). Without a search the total is a
 * sum of the counts the trigger keeps (company_roster_counts) and the page an index range read in
 * the list's order (by name: contract_employees_contract_name_idx; by registration and gender:
 * contract_employees_contract_registered_idx); a search counts the rows that match.
 */
function rosterStatement(db: Db, f: EmployeeFilter, v: RosterParam) {
  const e = contractEmployees;
  const k = companyRosterCounts;
  // The contract as a parameter, not the row's id: PostgreSQL then plans each call for the
  // contract at hand (a long roster reads its index in order; a generic plan would assume an
  // average roster and may sort every matching row of a long one).
  const matching = and(
    eq(e.contractId, v('contractId')),
    // Name, CCCD and phone as one lower-case text: one trigram index (contract_employees_search_idx).
    f.search ? sql`${employeeSearchText(e)} like ${v('search')}` : undefined,
    f.gender !== undefined ? eq(e.gender, v('gender')) : undefined,
    f.healthStatus === 0 ? isNull(e.healthClass) : f.healthStatus ? eq(e.healthClass, v('healthClass')) : undefined,
    // Written as the index's expression, so that registration and gender are a range of it.
    f.isRegister !== undefined ? sql`((${e.examState} = 'unregistered')::int) = ${v('unregistered')}` : undefined,
    f.examState ? eq(e.examState, v('examState')) : undefined,
  );
  const kept = and(
    eq(k.contractId, v('contractId')),
    f.gender !== undefined ? eq(k.gender, v('gender')) : undefined,
    f.healthStatus !== undefined ? eq(k.healthClass, v('healthClass')) : undefined,
    f.isRegister !== undefined ? sql`((${k.examState} = 'unregistered')::int) = ${v('unregistered')}` : undefined,
    f.examState ? eq(k.examState, v('examState')) : undefined,
  );
  if (f.search) return searchedRoster(db, matching, v);
  const total = sql<string>`(select coalesce(sum(${k.n}), 0) from ${k} where ${kept})`;
  const page = db
    .select(employeeColumns)
    .from(e)
    .where(matching)
    // (contract_id, name, id): the roster's index, read in order.
    .orderBy(asc(e.name), asc(e.id))
    .limit(v('limit') as Placeholder)
    .offset(v('offset') as Placeholder)
    .as('page');
  return db
    .select({ ownerId: companyContracts.ownerId, total, employee: pageFields(page) })
    .from(companyContracts)
    .leftJoinLateral(page, sql`true`)
    .where(eq(companyContracts.id, v('contractId')))
    .orderBy(asc(page.name), asc(page.id));
}

/**
 * A searched roster: the trigram search runs once (a CTE read twice is materialised), for the
 * count and for the page (its ids and names sorted, then those rows read by id).
 */
function searchedRoster(db: Db, matching: SQL | undefined, v: RosterParam) {
  const e = contractEmployees;
  const found = db.$with('found').as(db.select({ id: e.id, name: e.name }).from(e).where(matching));
  const ids = db
    .select({ id: found.id, name: found.name })
    .from(found)
    .orderBy(asc(found.name), asc(found.id))
    .limit(v('limit') as Placeholder)
    .offset(v('offset') as Placeholder)
    .as('ids');
  const page = db.select(employeeColumns).from(ids).innerJoin(e, eq(e.id, ids.id)).as('page');
  return db
    .with(found)
    .select({ ownerId: companyContracts.ownerId, total: sql<string>`(select count(*) from ${found})`, employee: pageFields(page) })
    .from(companyContracts)
    .leftJoinLateral(page, sql`true`)
    .where(eq(companyContracts.id, v('contractId')))
    .orderBy(asc(page.name), asc(page.id));
}

/** The unsearched roster, one prepared statement per shape of filters (built on first use). */
const rosterStatements = oncePerDb((db) => {
  const byShape = new Map<string, ReturnType<ReturnType<typeof rosterStatement>['prepare']>>();
  return (f: EmployeeFilter) => {
    const shape = rosterShape(f) || 'all';
    let statement = byShape.get(shape);
    if (!statement) {
      statement = rosterStatement(db, f, (key) => sql.placeholder(key)).prepare(`roster_page_${shape}`);
      byShape.set(shape, statement);
    }
    return statement;
  };
});

/**
 * One page of a contract's roster by name, with the total and the contract's owner, in one round
 * trip (the owner: undefined when there is no such contract).
 */
export async function listEmployees(db: Db, contractId: string, f: EmployeeFilter, page: number, limit: number) {
  const values: RosterValues = {
    contractId,
    search: f.search ? lowerContaining(f.search) : '',
    gender: f.gender ?? 0,
    healthClass: f.healthStatus ?? 0,
    unregistered: f.isRegister === false ? 1 : 0,
    examState: f.examState ?? '',
    limit,
    offset: (page - 1) * limit,
  };
  const result = f.search
    ? await rosterStatement(db, f, (key) =>
        key === 'limit' || key === 'offset' ? (values[key] as unknown as Placeholder) : sql`${values[key]}`,
      )
    : await rosterStatements(db)(f).execute(values);
  const first = result[0];
  const rows = result.flatMap((r) => (r.employee ? [r.employee] : []));
  return { ownerId: first?.ownerId, rows, total: Number(first?.total ?? 0) };
}

// ——— appointment schedules ———

export type AppointmentRecord = typeof appointmentSchedules.$inferSelect & { contractCode: string };

export async function insertAppointment(db: Executor, values: typeof appointmentSchedules.$inferInsert) {
  const [row] = await db.insert(appointmentSchedules).values(values).returning();
  return row;
}

/** The latest schedule of each of the owner's contracts (optionally one), newest first. */
export async function lastAppointments(
  db: Executor,
  ownerId: string,
  contractId: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: AppointmentRecord[]; total: number }> {
  const latest = db
    .selectDistinctOn([appointmentSchedules.contractId], { id: appointmentSchedules.id })
    .from(appointmentSchedules)
    .innerJoin(companyContracts, eq(companyContracts.id, appointmentSchedules.contractId))
    .where(and(eq(companyContracts.ownerId, ownerId), contractId ? eq(companyContracts.id, contractId) : undefined))
    .orderBy(appointmentSchedules.contractId, desc(appointmentSchedules.createdAt), desc(appointmentSchedules.id))
    .as('latest');
  const base = db
    .select({ schedule: appointmentSchedules, contractCode: companyContracts.code })
    .from(appointmentSchedules)
    .innerJoin(latest, eq(latest.id, appointmentSchedules.id))
    .innerJoin(companyContracts, eq(companyContracts.id, appointmentSchedules.contractId));
  const [rows, [count]] = await Promise.all([
    base
      .orderBy(desc(appointmentSchedules.createdAt), desc(appointmentSchedules.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(latest),
  ]);
  return { rows: rows.map((r) => ({ ...r.schedule, contractCode: r.contractCode })), total: count?.n ?? 0 };
}

export async function lastAppointmentOf(db: Executor, contractId: string): Promise<AppointmentRecord | undefined> {
  const [row] = await db
    .select({ schedule: appointmentSchedules, contractCode: companyContracts.code })
    .from(appointmentSchedules)
    .innerJoin(companyContracts, eq(companyContracts.id, appointmentSchedules.contractId))
    .where(eq(appointmentSchedules.contractId, contractId))
    .orderBy(desc(appointmentSchedules.createdAt), desc(appointmentSchedules.id))
    .limit(1);
  return row ? { ...row.schedule, contractCode: row.contractCode } : undefined;
}
