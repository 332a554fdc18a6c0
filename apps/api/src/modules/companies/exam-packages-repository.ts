import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { examPackageCategories, examPackages, examPackageServices, examServices } from '../../db/schema.ts';
import { escapeLike } from './companies-repository.ts';

/*
 * The exam-package catalogue, read side (spec 2 §7 "Content and lists"): published packages,
 * their categories and services. The desk writes it.
 */

const like = (search: string) => `%${escapeLike(search.toLowerCase())}%`;
const serviceCount = sql<number>`(select count(*)::int from exam_package_services x where x.package_id = "exam_packages"."id")`;

const packageColumns = {
  pkg: examPackages,
  category: { id: examPackageCategories.id, name: examPackageCategories.name },
  serviceCount,
};
export type PackageRecord = {
  pkg: typeof examPackages.$inferSelect;
  category: { id: string; name: string };
  serviceCount: number;
};

export type PackageFilter = {
  search?: string | undefined;
  categoryId?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  type?: number | undefined;
};

export async function listPackages(db: Executor, f: PackageFilter, page: number, limit: number) {
  const where = and(
    eq(examPackages.published, true),
    f.search ? sql`lower(${examPackages.name}) like ${like(f.search)}` : undefined,
    f.categoryId ? eq(examPackages.categoryId, f.categoryId) : undefined,
    f.minPrice !== undefined ? gte(examPackages.price, f.minPrice) : undefined,
    f.maxPrice !== undefined ? lte(examPackages.price, f.maxPrice) : undefined,
    f.type !== undefined ? eq(examPackages.type, f.type) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(packageColumns)
      .from(examPackages)
      .innerJoin(examPackageCategories, eq(examPackageCategories.id, examPackages.categoryId))
      .where(where)
      .orderBy(desc(examPackages.createdAt), desc(examPackages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(examPackages, where),
  ]);
  return { rows, total };
}

export async function findPublishedPackage(db: Executor, id: string): Promise<PackageRecord | undefined> {
  const [row] = await db
    .select(packageColumns)
    .from(examPackages)
    .innerJoin(examPackageCategories, eq(examPackageCategories.id, examPackages.categoryId))
    .where(and(eq(examPackages.id, id), eq(examPackages.published, true)))
    .limit(1);
  return row;
}

const serviceColumns = {
  id: examServices.id,
  code: examServices.code,
  name: examServices.name,
  groupName: examServices.groupName,
  price: examServices.price,
};

export function servicesOfPackage(db: Executor, packageId: string) {
  return db
    .select(serviceColumns)
    .from(examPackageServices)
    .innerJoin(examServices, eq(examServices.id, examPackageServices.serviceId))
    .where(eq(examPackageServices.packageId, packageId))
    .orderBy(asc(examPackageServices.sort), asc(examServices.name));
}

export async function listServices(
  db: Executor,
  f: { search?: string | undefined; groupName?: string | undefined; packageId?: string | undefined },
  page: number,
  limit: number,
) {
  const where = and(
    eq(examServices.active, true),
    f.search ? sql`(lower(${examServices.name}) like ${like(f.search)} or lower(${examServices.code}) like ${like(f.search)})` : undefined,
    f.groupName ? eq(examServices.groupName, f.groupName) : undefined,
    f.packageId
      ? sql`${examServices.id} in (select ${examPackageServices.serviceId} from ${examPackageServices} where ${examPackageServices.packageId} = ${f.packageId})`
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(serviceColumns)
      .from(examServices)
      .where(where)
      .orderBy(asc(examServices.groupName), asc(examServices.name), asc(examServices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(examServices, where),
  ]);
  return { rows, total };
}

export const listCategories = (db: Executor) =>
  db
    .select({ id: examPackageCategories.id, name: examPackageCategories.name })
    .from(examPackageCategories)
    .orderBy(asc(examPackageCategories.sort), asc(examPackageCategories.name));

export async function serviceGroups(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ groupName: examServices.groupName })
    .from(examServices)
    .where(and(eq(examServices.active, true), sql`${examServices.groupName} <> ''`))
    .orderBy(asc(examServices.groupName));
  return rows.map((r) => r.groupName);
}
