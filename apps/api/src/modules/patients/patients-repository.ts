import { and, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { medicalOrders, patients } from '../../db/schema.ts';

export type PatientRecord = typeof patients.$inferSelect;
export type PatientValues = Pick<
  typeof patients.$inferInsert,
  'fullName' | 'phone' | 'birthday' | 'gender' | 'email' | 'provinceCode' | 'districtCode' | 'wardCode' | 'address'
>;
export type PatientFilter = { search?: string | undefined; minTotal?: number | undefined; maxTotal?: number | undefined };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(partnerId: string, f: PatientFilter): SQL {
  const parts: SQL[] = [eq(patients.partnerId, partnerId)];
  if (f.search) {
    const like = `%${escapeLike(f.search.toLowerCase())}%`;
    parts.push(or(sql`lower(${patients.fullName}) like ${like}`, sql`${patients.phone} like ${like}`)!);
  }
  if (f.minTotal !== undefined) parts.push(gte(patients.total, f.minTotal));
  if (f.maxTotal !== undefined) parts.push(lte(patients.total, f.maxTotal));
  return and(...parts)!;
}

/** A page of a collaborator's patients, newest first, with the total. */
export async function listPatients(db: Executor, partnerId: string, f: PatientFilter, page: number, limit: number) {
  const condition = where(partnerId, f);
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(patients)
      .where(condition)
      .orderBy(desc(patients.createdAt), desc(patients.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(patients).where(condition),
  ]);
  return { items, total: count?.n ?? 0 };
}

export async function findPatient(db: Executor, id: string): Promise<PatientRecord | undefined> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id)).limit(1);
  return row;
}

/** A patient of this collaborator, locked for a write (undefined when it is not one of its patients). */
export async function lockOwnPatient(db: Executor, partnerId: string, id: string): Promise<PatientRecord | undefined> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.id, id), eq(patients.partnerId, partnerId)))
    .for('update')
    .limit(1);
  return row;
}

export async function patientOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ partnerId: patients.partnerId }).from(patients).where(eq(patients.id, id)).limit(1);
  return row?.partnerId;
}

export async function insertPatient(db: Executor, partnerId: string, values: PatientValues): Promise<PatientRecord> {
  const [row] = await db
    .insert(patients)
    .values({ ...values, partnerId })
    .returning();
  return row!;
}

export async function updatePatient(db: Executor, id: string, values: PatientValues): Promise<void> {
  await db
    .update(patients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(patients.id, id));
}

export async function hasOrders(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: medicalOrders.id }).from(medicalOrders).where(eq(medicalOrders.patientId, id)).limit(1);
  return !!row;
}

export async function deletePatient(db: Executor, id: string): Promise<void> {
  await db.delete(patients).where(eq(patients.id, id));
}
