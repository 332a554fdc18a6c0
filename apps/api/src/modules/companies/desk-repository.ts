import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { insertFileRows, type StoredUpload, deleteFileRows } from '../../db/files-repository.ts';
import {
  appointmentSchedules as appt,
  companyContracts as cc,
  companyContractTypes as types,
  companyProfiles,
  contractEmployees as emp,
  contractGroupContracts as gc,
  contractGroups as groups,
  examPackages,
  files,
  partners,
  users,
} from '../../db/schema.ts';

/*
 * The company desk's SQL: companies and sub-units (read; sub-unit rows are inserted by the auth
 * area), contracts (their lists and writes; one contract, its file and its latest appointment are
 * read through companies-repository.ts, as the company's calls read them), rosters, the sets a
 * contract is in (a set itself: contract-groups-repository.ts) and appointment schedules. The
 * per-state roster counts are read from company_contract_counts (a trigger keeps them).
 */

// ——— companies ———

const parentOnly = and(eq(partners.type, 'company'), isNull(partners.parentId));
const subUnitCount = sql<number>`(select count(*)::int from partners s where s.parent_id = "partners"."id")`;
const ownedContractCount = sql<number>`(select count(*)::int from company_contracts c where c.owner_id = "partners"."id")`;
const unitContractCount = sql<number>`(select count(*)::int from company_contracts c where c.company_id = "partners"."id")`;

const companyRow = {
  id: partners.id,
  code: partners.code,
  name: partners.name,
  taxCode: partners.taxCode,
  email: partners.email,
  phone: partners.phone,
  status: partners.status,
  subUnitCount,
  contractCount: ownedContractCount,
};

export async function listCompanies(db: Executor, search: string | undefined, p: number, limit: number) {
  const where = search
    ? and(
        parentOnly,
        or(ilike(partners.name, containing(search)), ilike(partners.code, containing(search)), ilike(partners.taxCode, containing(search))),
      )
    : parentOnly;
  const [items, total] = await Promise.all([
    db
      .select(companyRow)
      .from(partners)
      .where(where)
      .orderBy(desc(partners.createdAt), desc(partners.id))
      .$dynamic()
      .limit(limit)
      .offset((p - 1) * limit),
    db.$count(partners, where),
  ]);
  return { items, total };
}

/** A company partner (parent or sub-unit) with its profile and parent, or undefined. */
export async function findCompany(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...companyRow,
      parentId: partners.parentId,
      representative: partners.representative,
      address: partners.address,
      totalEmployees: companyProfiles.totalEmployees,
    })
    .from(partners)
    .leftJoin(companyProfiles, eq(companyProfiles.partnerId, partners.id))
    .where(and(eq(partners.id, id), eq(partners.type, 'company')))
    .limit(1);
  return row;
}

export async function subUnitsOf(db: Executor, parentId: string) {
  return db
    .select({
      id: partners.id,
      code: partners.code,
      name: partners.name,
      taxCode: partners.taxCode,
      representative: sql<string>`coalesce(${partners.representative}, '')`,
      phoneNumber: partners.phone,
      email: partners.email,
      addressCompany: sql<string>`coalesce(${partners.address}, '')`,
      totalEmployees: companyProfiles.totalEmployees,
      contractCount: unitContractCount,
      status: partners.status,
    })
    .from(partners)
    .leftJoin(companyProfiles, eq(companyProfiles.partnerId, partners.id))
    .where(eq(partners.parentId, parentId))
    .orderBy(asc(partners.name), asc(partners.id));
}

/** Whether any company (parent or sub-unit) already has this tax code. */
export async function companyTaxCodeTaken(db: Executor, taxCode: string): Promise<boolean> {
  const n = await db.$count(partners, and(eq(partners.type, 'company'), sql`lower(${partners.taxCode}) = lower(${taxCode})`));
  return n > 0;
}

export async function insertProfile(db: Executor, partnerId: string, totalEmployees: number): Promise<void> {
  await db.insert(companyProfiles).values({ partnerId, totalEmployees });
}

// ——— contracts ———

const company = aliasedTable(partners, 'company');
const creator = aliasedTable(users, 'creator');

const contractColumns = {
  id: cc.id,
  code: cc.code,
  name: cc.name,
  status: cc.status,
  contractType: cc.contractTypeId,
  contractTypeName: types.name,
  dateStart: cc.dateStart,
  dateEnd: cc.dateEnd,
  plannedEmployees: cc.plannedEmployees,
  totalValue: cc.totalValue,
  note: cc.note,
  companyId: cc.companyId,
  ownerId: cc.ownerId,
  fileId: files.id,
  fileName: files.originalName,
  company: { id: company.id, name: company.name, code: company.code },
  createdByName: sql<string | null>`coalesce(${creator.displayName}, ${creator.username})`,
  createdAt: cc.createdAt,
  updatedAt: cc.updatedAt,
};
/** A contract of the desk's lists (a contract alone is read through companies-repository.ts `findContract`). */
export type ContractJoined = Awaited<ReturnType<typeof listContracts>>['items'][number];

function contractSelect(db: Executor) {
  return db
    .select(contractColumns)
    .from(cc)
    .innerJoin(types, eq(types.id, cc.contractTypeId))
    .innerJoin(company, eq(company.id, cc.companyId))
    .leftJoin(files, eq(files.id, cc.fileId))
    .leftJoin(creator, eq(creator.id, cc.createdBy))
    .$dynamic();
}

export type ContractFilter = { search?: string | undefined; status?: string | undefined; companyId?: string | undefined };

function contractWhere(f: ContractFilter): SQL | undefined {
  return and(
    f.search ? or(ilike(cc.code, containing(f.search)), ilike(cc.name, containing(f.search))) : undefined,
    f.status ? eq(cc.status, f.status) : undefined,
    f.companyId ? or(eq(cc.companyId, f.companyId), eq(cc.ownerId, f.companyId)) : undefined,
  );
}

export async function listContracts(db: Executor, f: ContractFilter, p: number, limit: number) {
  const where = contractWhere(f);
  const [items, total] = await Promise.all([
    contractSelect(db)
      .where(where)
      .orderBy(desc(cc.createdAt), desc(cc.id))
      .limit(limit)
      .offset((p - 1) * limit),
    db.$count(cc, where),
  ]);
  return { items, total };
}

export async function contractsByIds(db: Executor, ids: readonly string[]) {
  if (!ids.length) return [];
  return contractSelect(db)
    .where(inArray(cc.id, [...ids]))
    .orderBy(desc(cc.dateStart), desc(cc.id));
}

export async function contractCodeTaken(db: Executor, code: string, exceptId?: string): Promise<boolean> {
  const n = await db.$count(cc, and(sql`lower(${cc.code}) = lower(${code})`, exceptId ? ne(cc.id, exceptId) : undefined));
  return n > 0;
}

export async function contractTypeExists(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: types.name }).from(types).where(eq(types.id, id)).limit(1);
  return row?.name;
}

/** A package's name, for the audit trail and the check that a contract's package exists. */
export async function packageName(db: Executor, id: string | null | undefined): Promise<string | undefined> {
  if (!id) return undefined;
  const [row] = await db.select({ name: examPackages.name }).from(examPackages).where(eq(examPackages.id, id)).limit(1);
  return row?.name;
}

export type ContractValues = Omit<typeof cc.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'fileId'>;

export async function insertContract(db: Executor, values: ContractValues & { createdBy: string | null }): Promise<string> {
  const [row] = await db.insert(cc).values(values).returning({ id: cc.id });
  if (!row) throw new Error('contract insert returned nothing');
  return row.id;
}

export async function updateContract(db: Executor, id: string, values: Partial<ContractValues>): Promise<void> {
  await db
    .update(cc)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cc.id, id));
}

/** Stores the contract's PDF and drops the one it replaces. */
export async function setContractFile(
  db: Executor,
  contract: { id: string; ownerId: string; fileId: string | null },
  upload: StoredUpload,
): Promise<void> {
  await insertFileRows(db, { purpose: 'company_contract', partnerId: contract.ownerId }, [upload]);
  await db.update(cc).set({ fileId: upload.id }).where(eq(cc.id, contract.id));
  if (contract.fileId) await deleteFileRows(db, [contract.fileId]);
}

/** Takes a contract out of the sets of other owners (its company moved to another parent). */
export async function leaveForeignGroups(db: Executor, contractId: string, ownerId: string): Promise<number> {
  const rows = await db
    .delete(gc)
    .where(
      and(eq(gc.contractId, contractId), inArray(gc.groupId, db.select({ id: groups.id }).from(groups).where(ne(groups.ownerId, ownerId)))),
    )
    .returning({ groupId: gc.groupId });
  return rows.length;
}

export async function groupsOfContract(db: Executor, contractId: string) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(gc)
    .innerJoin(groups, eq(groups.id, gc.groupId))
    .where(eq(gc.contractId, contractId))
    .orderBy(asc(groups.name));
}

// ——— roster ———

export type EmployeeRecord = typeof emp.$inferSelect;

export async function lockEmployee(db: Executor, contractId: string, id: string) {
  const [row] = await db
    .select()
    .from(emp)
    .where(and(eq(emp.id, id), eq(emp.contractId, contractId)))
    .limit(1)
    .for('update');
  return row;
}

export async function updateEmployee(db: Executor, id: string, values: Partial<typeof emp.$inferInsert>) {
  const [row] = await db
    .update(emp)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(emp.id, id))
    .returning();
  return row;
}

/** How many of these people are on the contract, per current exam state and health class. */
export async function statesOf(db: Executor, contractId: string, ids: readonly string[]) {
  return db
    .select({ examState: emp.examState, healthClass: emp.healthClass, n: count() })
    .from(emp)
    .where(and(eq(emp.contractId, contractId), inArray(emp.id, [...ids])))
    .groupBy(emp.examState, emp.healthClass);
}

/** One UPDATE for all the people: the exam state (with its exam day) and/or the health class. */
export async function moveEmployees(
  db: Executor,
  contractId: string,
  ids: readonly string[],
  change: { examState?: string; examinedAt?: string | null; healthClass?: number | null },
): Promise<number> {
  const rows = await db
    .update(emp)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(emp.contractId, contractId), inArray(emp.id, [...ids])))
    .returning({ id: emp.id });
  return rows.length;
}

// ——— contract sets ———

// ——— appointment schedules ———

const appointmentColumns = {
  id: appt.id,
  contractId: appt.contractId,
  contractCode: cc.code,
  contractName: cc.name,
  date: appt.date,
  site: appt.site,
  headcount: appt.headcount,
  note: appt.note,
  status: appt.status,
  counterDate: appt.counterDate,
  reply: appt.reply,
  createdAt: appt.createdAt,
  decidedAt: appt.decidedAt,
  company: { id: company.id, name: company.name, code: company.code },
  ownerId: cc.ownerId,
};

function appointmentSelect(db: Executor) {
  return db
    .select(appointmentColumns)
    .from(appt)
    .innerJoin(cc, eq(cc.id, appt.contractId))
    .innerJoin(company, eq(company.id, cc.companyId))
    .$dynamic();
}
export type AppointmentJoined = Awaited<ReturnType<typeof findAppointment>> & {};

export async function listAppointments(
  db: Executor,
  f: { status?: string | undefined; companyId?: string | undefined },
  p: number,
  limit: number,
) {
  const where = and(
    f.status ? eq(appt.status, f.status) : undefined,
    f.companyId ? or(eq(cc.companyId, f.companyId), eq(cc.ownerId, f.companyId)) : undefined,
  );
  const [items, [total]] = await Promise.all([
    appointmentSelect(db)
      .where(where)
      .orderBy(desc(appt.createdAt), desc(appt.id))
      .limit(limit)
      .offset((p - 1) * limit),
    db.select({ n: count() }).from(appt).innerJoin(cc, eq(cc.id, appt.contractId)).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findAppointment(db: Executor, id: string) {
  const [row] = await appointmentSelect(db).where(eq(appt.id, id)).limit(1);
  return row;
}

export async function lockAppointment(db: Executor, id: string) {
  const [row] = await db.select().from(appt).where(eq(appt.id, id)).limit(1).for('update');
  return row;
}

export async function decideAppointment(
  db: Executor,
  id: string,
  values: { status: 'confirmed' | 'rescheduled'; counterDate: string | null; reply: string; decidedBy: string | null },
): Promise<void> {
  await db
    .update(appt)
    .set({ ...values, decidedAt: new Date() })
    .where(eq(appt.id, id));
}

/** A company partner's name and e-mail (the addressee of the desk's messages). */
export async function contactOf(db: Executor, partnerId: string) {
  const [row] = await db
    .select({ id: partners.id, code: partners.code, name: partners.name, email: partners.email })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row;
}
