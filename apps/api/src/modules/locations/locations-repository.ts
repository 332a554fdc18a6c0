import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { provinces, wards } from '../../db/schema.ts';

export function listProvinces(db: Executor) {
  return db.select({ code: provinces.code, name: provinces.name }).from(provinces).orderBy(asc(provinces.code));
}

export async function findProvince(db: Executor, code: string) {
  const [row] = await db.select({ code: provinces.code, name: provinces.name }).from(provinces).where(eq(provinces.code, code)).limit(1);
  return row;
}

export function listWards(db: Executor, provinceCode: string) {
  return db.select({ code: wards.code, name: wards.name }).from(wards).where(eq(wards.provinceCode, provinceCode)).orderBy(asc(wards.code));
}

/** A ward with its province (undefined when the code is unknown). */
export async function findWard(db: Executor, code: string) {
  const [row] = await db
    .select({ code: wards.code, name: wards.name, provinceCode: wards.provinceCode, provinceName: provinces.name })
    .from(wards)
    .innerJoin(provinces, eq(provinces.code, wards.provinceCode))
    .where(eq(wards.code, code))
    .limit(1);
  return row;
}

export async function provincesExist(db: Executor, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db.select({ code: provinces.code }).from(provinces).where(inArray(provinces.code, codes));
  return new Set(rows.map((r) => r.code));
}

export async function upsertProvinces(db: Executor, rows: Array<{ code: string; name: string }>): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(provinces)
    .values(rows)
    .onConflictDoUpdate({ target: provinces.code, set: { name: sql`excluded.name` } });
}

/** Inserts or updates wards, a chunk at a time (one statement's parameters stay under PostgreSQL's limit). */
export async function upsertWards(db: Executor, rows: Array<{ code: string; name: string; provinceCode: string }>): Promise<void> {
  for (let i = 0; i < rows.length; i += 2000) {
    await db
      .insert(wards)
      .values(rows.slice(i, i + 2000))
      .onConflictDoUpdate({ target: wards.code, set: { name: sql`excluded.name`, provinceCode: sql`excluded.province_code` } });
  }
}
