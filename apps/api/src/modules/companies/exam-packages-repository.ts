import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  companyContracts,
  examPackageCategories as categories,
  examPackageServices as ps,
  examPackages as packages,
  examServices as services,
} from '../../db/schema.ts';
import { containing } from '../../db/like.ts';

/*
 * The exam-package catalogue's SQL, for the public and company screens (published packages, active
 * services: a filter, spec 2 §7) and for the desk that writes it: packages with their services,
 * categories, services.
 */

// ——— packages ———

const serviceCount = sql<number>`(select count(*)::int from exam_package_services x where x.package_id = "exam_packages"."id")`;
const packageRow = {
  id: packages.id,
  name: packages.name,
  category: { id: categories.id, name: categories.name },
  type: packages.type,
  price: packages.price,
  description: packages.description,
  published: packages.published,
  serviceCount,
};

export type PackageFilter = {
  search?: string | undefined;
  categoryId?: string | undefined;
  published?: boolean | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  type?: number | undefined;
};

export async function listPackages(db: Executor, f: PackageFilter, page: number, limit: number) {
  const where = and(
    f.search ? ilike(packages.name, containing(f.search)) : undefined,
    f.categoryId ? eq(packages.categoryId, f.categoryId) : undefined,
    f.published === undefined ? undefined : eq(packages.published, f.published),
    f.minPrice !== undefined ? gte(packages.price, f.minPrice) : undefined,
    f.maxPrice !== undefined ? lte(packages.price, f.maxPrice) : undefined,
    f.type !== undefined ? eq(packages.type, f.type) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(packageRow)
      .from(packages)
      .innerJoin(categories, eq(categories.id, packages.categoryId))
      .where(where)
      .orderBy(desc(packages.createdAt), desc(packages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(packages, where),
  ]);
  return { rows, total };
}

/** A package with its category; `published` only: the public side's (a draft is nobody's but the desk's). */
export async function findPackage(db: Executor, id: string, published?: true) {
  const [row] = await db
    .select(packageRow)
    .from(packages)
    .innerJoin(categories, eq(categories.id, packages.categoryId))
    .where(and(eq(packages.id, id), published ? eq(packages.published, true) : undefined))
    .limit(1);
  return row;
}
export type PackageJoined = Awaited<ReturnType<typeof findPackage>> & {};

export async function servicesOfPackage(db: Executor, id: string) {
  return db
    .select({ id: services.id, code: services.code, name: services.name, groupName: services.groupName, price: services.price })
    .from(ps)
    .innerJoin(services, eq(services.id, ps.serviceId))
    .where(eq(ps.packageId, id))
    .orderBy(asc(ps.sort), asc(services.name));
}

export async function lockPackage(db: Executor, id: string) {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1).for('update');
  return row;
}

export type PackageValues = Omit<typeof packages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertPackage(db: Executor, values: PackageValues): Promise<string> {
  const [row] = await db.insert(packages).values(values).returning({ id: packages.id });
  if (!row) throw new Error('package insert returned nothing');
  return row.id;
}

export async function updatePackage(db: Executor, id: string, values: PackageValues): Promise<void> {
  await db
    .update(packages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(packages.id, id));
}

export async function setPackageServices(db: Executor, packageId: string, serviceIds: readonly string[]): Promise<void> {
  await db.delete(ps).where(eq(ps.packageId, packageId));
  if (serviceIds.length) await db.insert(ps).values(serviceIds.map((serviceId, sort) => ({ packageId, serviceId, sort })));
}

export async function deletePackage(db: Executor, id: string): Promise<void> {
  await db.delete(packages).where(eq(packages.id, id));
}

// ——— categories ———

const packageCount = sql<number>`(select count(*)::int from exam_packages p where p.category_id = "exam_package_categories"."id")`;

export async function listCategories(db: Executor) {
  return db
    .select({ id: categories.id, name: categories.name, sort: categories.sort, packageCount })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.name));
}

export async function findCategory(db: Executor, id: string) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, sort: categories.sort, packageCount })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row;
}

export async function lockCategory(db: Executor, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1).for('update');
  return row;
}

export async function insertCategory(db: Executor, values: { name: string; sort: number }): Promise<string> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error('category insert returned nothing');
  return row.id;
}

export async function updateCategory(db: Executor, id: string, values: { name: string; sort: number }): Promise<void> {
  await db.update(categories).set(values).where(eq(categories.id, id));
}

export async function deleteCategory(db: Executor, id: string): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

export const packagesInCategory = (db: Executor, id: string) => db.$count(packages, eq(packages.categoryId, id));
/** Contracts that buy this package (their 'Gói khám'). */
export const contractsOfPackage = (db: Executor, id: string) => db.$count(companyContracts, eq(companyContracts.examPackageId, id));

// ——— services ———

const usedBy = sql<number>`(select count(*)::int from exam_package_services x where x.service_id = "exam_services"."id")`;
const serviceRow = {
  id: services.id,
  code: services.code,
  name: services.name,
  groupName: services.groupName,
  price: services.price,
  active: services.active,
  packageCount: usedBy,
};

export async function listServices(
  db: Executor,
  f: { search?: string | undefined; active?: boolean | undefined; groupName?: string | undefined; packageId?: string | undefined },
  page: number,
  limit: number,
) {
  const where = and(
    f.search ? or(ilike(services.name, containing(f.search)), ilike(services.code, containing(f.search))) : undefined,
    f.active === undefined ? undefined : eq(services.active, f.active),
    f.groupName ? eq(services.groupName, f.groupName) : undefined,
    f.packageId ? sql`${services.id} in (select ${ps.serviceId} from ${ps} where ${ps.packageId} = ${f.packageId})` : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(serviceRow)
      .from(services)
      .where(where)
      .orderBy(asc(services.groupName), asc(services.name), asc(services.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(services, where),
  ]);
  return { rows, total };
}

export async function findService(db: Executor, id: string) {
  const [row] = await db.select(serviceRow).from(services).where(eq(services.id, id)).limit(1);
  return row;
}

export async function lockService(db: Executor, id: string) {
  const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1).for('update');
  return row;
}

export type ServiceValues = { code: string; name: string; groupName: string; price: number; active: boolean };

export async function insertService(db: Executor, values: ServiceValues): Promise<string> {
  const [row] = await db.insert(services).values(values).returning({ id: services.id });
  if (!row) throw new Error('service insert returned nothing');
  return row.id;
}

export async function updateService(db: Executor, id: string, values: ServiceValues): Promise<void> {
  await db
    .update(services)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(services.id, id));
}

/** Which of these services exist (code and name, for the audit entry). */
export async function servicesByIds(db: Executor, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: services.id, code: services.code })
    .from(services)
    .where(inArray(services.id, [...ids]));
}

/** The groups active services are in, for the company's service filter. */
export async function serviceGroups(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ groupName: services.groupName })
    .from(services)
    .where(and(eq(services.active, true), sql`${services.groupName} <> ''`))
    .orderBy(asc(services.groupName));
  return rows.map((r) => r.groupName);
}
