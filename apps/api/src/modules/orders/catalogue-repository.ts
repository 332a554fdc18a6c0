import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import {
  catalogueServices,
  debtSettings,
  facilities,
  medicalOrderServices,
  medicalOrders,
  provinces,
  serviceFacilities,
  serviceProvinces,
} from '../../db/schema.ts';

export type ServiceRecord = typeof catalogueServices.$inferSelect;
export type ServiceValues = Pick<typeof catalogueServices.$inferInsert, 'code' | 'name' | 'price' | 'feePrice' | 'kind' | 'active'>;
export type FacilityRecord = typeof facilities.$inferSelect;
export type FacilityValues = Pick<typeof facilities.$inferInsert, 'code' | 'name' | 'address' | 'provinceCode' | 'active'>;

/** Where a booking takes place: a province (home sampling) or a facility (hospital visit). */
export type Place = { provinceCode: string } | { facilityId: string };

// Subqueries name the outer table in full: drizzle leaves a column unqualified in a one-table select,
// where it would resolve to the subquery's own table.
const availableAt = (place: Place): SQL =>
  'provinceCode' in place
    ? sql`exists (select 1 from ${serviceProvinces} sp where sp.service_id = catalogue_services.id and sp.province_code = ${place.provinceCode})`
    : sql`exists (select 1 from ${serviceFacilities} sf where sf.service_id = catalogue_services.id and sf.facility_id = ${place.facilityId})`;

/** Active services offered at a place, by name. */
export function listAvailable(db: Executor, place: Place) {
  return db
    .select({
      code: catalogueServices.code,
      name: catalogueServices.name,
      price: catalogueServices.price,
      feePrice: catalogueServices.feePrice,
      kind: catalogueServices.kind,
    })
    .from(catalogueServices)
    .where(and(eq(catalogueServices.active, true), availableAt(place)))
    .orderBy(asc(catalogueServices.kind), asc(catalogueServices.name));
}

/** Services by code (any case), with whether each is active and offered at the place. */
export function findForBooking(db: Executor, codes: string[], place: Place) {
  if (!codes.length) return Promise.resolve([]);
  return db
    .select({
      id: catalogueServices.id,
      code: catalogueServices.code,
      name: catalogueServices.name,
      price: catalogueServices.price,
      feePrice: catalogueServices.feePrice,
      active: catalogueServices.active,
      available: sql<boolean>`${availableAt(place)}`,
    })
    .from(catalogueServices)
    .where(
      inArray(
        sql`lower(${catalogueServices.code})`,
        codes.map((c) => c.toLowerCase()),
      ),
    );
}

export async function findFacilityByCode(db: Executor, code: string): Promise<FacilityRecord | undefined> {
  const [row] = await db.select().from(facilities).where(sql`lower(${facilities.code}) = ${code.toLowerCase()}`).limit(1);
  return row;
}

export function listActiveFacilities(db: Executor) {
  return db.select().from(facilities).where(eq(facilities.active, true)).orderBy(asc(facilities.provinceCode), asc(facilities.name));
}

// ——— the desk: services ———

export type CatalogueFilter = {
  search?: string | undefined;
  kind?: string | undefined;
  active?: boolean | undefined;
  provinceCode?: string | undefined;
  facilityCode?: string | undefined;
};

function serviceWhere(f: CatalogueFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.search) {
    const like = containing(f.search);
    parts.push(or(ilike(catalogueServices.name, like), ilike(catalogueServices.code, like))!);
  }
  if (f.kind) parts.push(eq(catalogueServices.kind, f.kind));
  if (f.active !== undefined) parts.push(eq(catalogueServices.active, f.active));
  if (f.provinceCode) parts.push(availableAt({ provinceCode: f.provinceCode }));
  if (f.facilityCode)
    parts.push(
      sql`exists (select 1 from ${serviceFacilities} sf join ${facilities} f on f.id = sf.facility_id
                  where sf.service_id = catalogue_services.id and lower(f.code) = ${f.facilityCode.toLowerCase()})`,
    );
  return parts.length ? and(...parts) : undefined;
}

const serviceColumns = {
  service: catalogueServices,
  provinceCodes: sql<string[]>`coalesce((select array_agg(sp.province_code order by sp.province_code) from ${serviceProvinces} sp
    where sp.service_id = catalogue_services.id), '{}')`,
  facilityCodes: sql<string[]>`coalesce((select array_agg(f.code order by f.code) from ${serviceFacilities} sf
    join ${facilities} f on f.id = sf.facility_id where sf.service_id = catalogue_services.id), '{}')`,
  orderCount: sql<number>`(select count(distinct mos.order_id)::int from ${medicalOrderServices} mos where mos.service_id = catalogue_services.id)`,
};
export type ServiceJoined = { service: ServiceRecord; provinceCodes: string[]; facilityCodes: string[]; orderCount: number };

export async function listServices(db: Executor, f: CatalogueFilter, page: number, limit: number) {
  const where = serviceWhere(f);
  const [items, [count]] = await Promise.all([
    db
      .select(serviceColumns)
      .from(catalogueServices)
      .where(where)
      .orderBy(asc(catalogueServices.kind), asc(catalogueServices.name), asc(catalogueServices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(catalogueServices).where(where),
  ]);
  return { items: items as ServiceJoined[], total: count?.n ?? 0 };
}

export async function findService(db: Executor, id: string): Promise<ServiceJoined | undefined> {
  const [row] = await db.select(serviceColumns).from(catalogueServices).where(eq(catalogueServices.id, id)).limit(1);
  return row as ServiceJoined | undefined;
}

export async function lockService(db: Executor, id: string): Promise<ServiceRecord | undefined> {
  const [row] = await db.select().from(catalogueServices).where(eq(catalogueServices.id, id)).for('update').limit(1);
  return row;
}

export async function serviceCodeTaken(db: Executor, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: catalogueServices.id })
    .from(catalogueServices)
    .where(
      and(
        sql`lower(${catalogueServices.code}) = ${code.toLowerCase()}`,
        exceptId ? sql`${catalogueServices.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertService(db: Executor, values: ServiceValues): Promise<ServiceRecord> {
  const [row] = await db.insert(catalogueServices).values(values).returning();
  return row!;
}

export async function updateService(db: Executor, id: string, values: ServiceValues): Promise<void> {
  await db
    .update(catalogueServices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(catalogueServices.id, id));
}

/** Replaces where a service is offered: these provinces (home) and these facilities (hospital). */
export async function setAvailability(db: Executor, serviceId: string, provinceCodes: string[], facilityIds: string[]): Promise<void> {
  await db.delete(serviceProvinces).where(eq(serviceProvinces.serviceId, serviceId));
  await db.delete(serviceFacilities).where(eq(serviceFacilities.serviceId, serviceId));
  if (provinceCodes.length) await db.insert(serviceProvinces).values(provinceCodes.map((provinceCode) => ({ serviceId, provinceCode })));
  if (facilityIds.length) await db.insert(serviceFacilities).values(facilityIds.map((facilityId) => ({ serviceId, facilityId })));
}

export async function serviceUsed(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: medicalOrderServices.id })
    .from(medicalOrderServices)
    .where(eq(medicalOrderServices.serviceId, id))
    .limit(1);
  return !!row;
}

export async function deleteService(db: Executor, id: string): Promise<void> {
  await db.delete(catalogueServices).where(eq(catalogueServices.id, id));
}

/** Facility ids for codes (any case); codes without a facility are left out. */
export async function facilityIdsByCode(db: Executor, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await db
    .select({ id: facilities.id, code: facilities.code })
    .from(facilities)
    .where(
      inArray(
        sql`lower(${facilities.code})`,
        codes.map((c) => c.toLowerCase()),
      ),
    );
  return new Map(rows.map((r) => [r.code.toLowerCase(), r.id]));
}

// ——— the desk: facilities ———

export type FacilityFilter = { search?: string | undefined; provinceCode?: string | undefined; active?: boolean | undefined };

function facilityWhere(f: FacilityFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.search) {
    const like = containing(f.search);
    parts.push(or(ilike(facilities.name, like), ilike(facilities.code, like), ilike(facilities.address, like))!);
  }
  if (f.provinceCode) parts.push(eq(facilities.provinceCode, f.provinceCode));
  if (f.active !== undefined) parts.push(eq(facilities.active, f.active));
  return parts.length ? and(...parts) : undefined;
}

const facilityColumns = {
  facility: facilities,
  provinceName: provinces.name,
  serviceCount: sql<number>`(select count(*)::int from ${serviceFacilities} sf where sf.facility_id = facilities.id)`,
  orderCount: sql<number>`(select count(*)::int from ${medicalOrders} mo where mo.facility_id = facilities.id)`,
};
export type FacilityJoined = { facility: FacilityRecord; provinceName: string; serviceCount: number; orderCount: number };

export async function listFacilities(db: Executor, f: FacilityFilter, page: number, limit: number) {
  const where = facilityWhere(f);
  const [items, [count]] = await Promise.all([
    db
      .select(facilityColumns)
      .from(facilities)
      .innerJoin(provinces, eq(provinces.code, facilities.provinceCode))
      .where(where)
      .orderBy(asc(facilities.provinceCode), asc(facilities.name), desc(facilities.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(facilities).where(where),
  ]);
  return { items: items as FacilityJoined[], total: count?.n ?? 0 };
}

export async function findFacility(db: Executor, id: string): Promise<FacilityJoined | undefined> {
  const [row] = await db
    .select(facilityColumns)
    .from(facilities)
    .innerJoin(provinces, eq(provinces.code, facilities.provinceCode))
    .where(eq(facilities.id, id))
    .limit(1);
  return row as FacilityJoined | undefined;
}

export async function lockFacility(db: Executor, id: string): Promise<FacilityRecord | undefined> {
  const [row] = await db.select().from(facilities).where(eq(facilities.id, id)).for('update').limit(1);
  return row;
}

export async function facilityCodeTaken(db: Executor, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(sql`lower(${facilities.code}) = ${code.toLowerCase()}`, exceptId ? sql`${facilities.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

export async function insertFacility(db: Executor, values: FacilityValues): Promise<FacilityRecord> {
  const [row] = await db.insert(facilities).values(values).returning();
  return row!;
}

export async function updateFacility(db: Executor, id: string, values: FacilityValues): Promise<void> {
  await db
    .update(facilities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(facilities.id, id));
}

export async function facilityUsed(db: Executor, id: string): Promise<boolean> {
  const [order] = await db.select({ id: medicalOrders.id }).from(medicalOrders).where(eq(medicalOrders.facilityId, id)).limit(1);
  return !!order;
}

/** Removes a facility and the services' availability there. */
export async function deleteFacility(db: Executor, id: string): Promise<void> {
  await db.delete(serviceFacilities).where(eq(serviceFacilities.facilityId, id));
  await db.delete(facilities).where(eq(facilities.id, id));
}

/**
 * The fee a home-sampling order adds to its month's debt report (the accountant's setting, kept by
 * the debts area in `debt_settings`), for the wizard's bill. Read here, not through the debts area:
 * that area builds its reports from orders, so orders sit below it.
 */
export async function homeSamplingFee(db: Executor): Promise<number> {
  const [row] = await db.select({ fee: debtSettings.homeSamplingFee }).from(debtSettings).where(eq(debtSettings.id, 1)).limit(1);
  return row?.fee ?? 0;
}
