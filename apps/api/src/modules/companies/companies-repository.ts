import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  appointmentSchedules,
  companyContractCounts,
  companyContracts,
  companyContractTypes,
  companyProfiles,
  contractEmployees,
  contractGroupContracts,
  employeeSearchText,
  files,
  partners,
  renameRequests,
} from '../../db/schema.ts';

/*
 * The company area's SQL for the partner side: sub-units (read; their `partners` rows are written
 * through modules/account), company profiles, contracts, rosters (read), appointment schedules.
 */

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const likeOf = (search: string) => `%${escapeLike(search.toLowerCase())}%`;
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
          sql`lower(${partners.name}) like ${likeOf(q.search)}`,
          sql`lower(${partners.code}) like ${likeOf(q.search)}`,
          sql`lower(${partners.taxCode}) like ${likeOf(q.search)}`,
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
      ? or(sql`lower(${companyContracts.code}) like ${likeOf(f.search)}`, sql`lower(${companyContracts.name}) like ${likeOf(f.search)}`)
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

const contractQuery = (db: Executor) =>
  db
    .select(contractColumns)
    .from(companyContracts)
    .innerJoin(companyContractTypes, eq(companyContractTypes.id, companyContracts.contractTypeId))
    .innerJoin(company, eq(company.id, companyContracts.companyId))
    .leftJoin(files, eq(files.id, companyContracts.fileId));

export async function listContracts(
  db: Executor,
  f: ContractFilter,
  sorting: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: ContractRecord[]; total: number }> {
  const where = contractWhere(f);
  const [rows, total] = await Promise.all([
    contractQuery(db)
      .where(where)
      .orderBy(...(SORTS[sorting ?? 'dateStart desc'] ?? SORTS['dateStart desc'] ?? []))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(companyContracts, where),
  ]);
  return { rows, total };
}

export async function findContract(db: Executor, id: string): Promise<ContractRecord | undefined> {
  const [row] = await contractQuery(db).where(eq(companyContracts.id, id)).limit(1);
  return row;
}

export async function contractOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ ownerId: companyContracts.ownerId }).from(companyContracts).where(eq(companyContracts.id, id)).limit(1);
  return row?.ownerId;
}

/** The contracts among `ids` that belong to `ownerId`, locked against a concurrent change. */
export async function ownedContracts(db: Executor, ownerId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: companyContracts.id, status: companyContracts.status })
    .from(companyContracts)
    .where(and(eq(companyContracts.ownerId, ownerId), inArray(companyContracts.id, [...ids])));
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

export async function listEmployees(db: Executor, contractId: string, f: EmployeeFilter, page: number, limit: number) {
  const where = and(
    eq(contractEmployees.contractId, contractId),
    // Name, CCCD and phone as one lower-case text: one trigram index (contract_employees_search_idx).
    f.search ? sql`${employeeSearchText(contractEmployees)} like ${likeOf(f.search)}` : undefined,
    f.gender !== undefined ? eq(contractEmployees.gender, f.gender) : undefined,
    f.healthStatus === 0 ? isNull(contractEmployees.healthClass) : undefined,
    f.healthStatus ? eq(contractEmployees.healthClass, f.healthStatus) : undefined,
    f.isRegister === true ? ne(contractEmployees.examState, 'unregistered') : undefined,
    f.isRegister === false ? eq(contractEmployees.examState, 'unregistered') : undefined,
    f.examState ? eq(contractEmployees.examState, f.examState) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(employeeColumns)
      .from(contractEmployees)
      .where(where)
      // (contract_id, name, id): the roster's index, read in order.
      .orderBy(asc(contractEmployees.name), asc(contractEmployees.id))
      .limit(limit)
      .offset((page - 1) * limit),
    examStateOnly(f) ? rosterTotal(db, contractId, f) : db.$count(contractEmployees, where),
  ]);
  return { rows, total };
}

/** No filter, or only exam-state ones: the total is the trigger-kept counts' (company_contract_counts). */
const examStateOnly = (f: EmployeeFilter) => !f.search && f.gender === undefined && f.healthStatus === undefined;

/**
 * A roster's total from company_contract_counts (a few rows, however long the roster), exact:
 * the trigger keeps it in the statement that changes the roster. Other filters count the rows
 * that match (exact, no estimate; its cost grows with the matching rows).
 */
async function rosterTotal(db: Executor, contractId: string, f: EmployeeFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${companyContractCounts.n}), 0)::int` })
    .from(companyContractCounts)
    .where(
      and(
        eq(companyContractCounts.contractId, contractId),
        f.isRegister === true ? ne(companyContractCounts.examState, 'unregistered') : undefined,
        f.isRegister === false ? eq(companyContractCounts.examState, 'unregistered') : undefined,
        f.examState ? eq(companyContractCounts.examState, f.examState) : undefined,
      ),
    );
  return row?.n ?? 0;
}

// ——— appointment schedules ———

export type AppointmentRecord = typeof appointmentSchedules.$inferSelect & { contractCode: string };

export async function insertAppointment(db: Executor, values: typeof appointmentSchedules.$inferInsert) {
  const [row] = await db.insert(appointmentSchedules).values(values).returning();
  return row;
}

export async function lockContract(db: Executor, id: string) {
  const [row] = await db.select().from(companyContracts).where(eq(companyContracts.id, id)).for('update');
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
