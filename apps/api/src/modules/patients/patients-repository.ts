import { and, desc, eq, getTableColumns, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { lowerContaining } from '../../db/like.ts';
import { oncePerDb } from '../../db/prepared.ts';
import { medicalOrders, patientCounts, patients, patientSearchText, provinces, wards } from '../../db/schema.ts';

export type PatientRecord = typeof patients.$inferSelect;
/** A patient with the names of its address units, read in the same statement (one round trip). */
export type PatientRow = PatientRecord & { provinceName: string | null; districtProvinceName: string | null; wardName: string | null };
export type PatientValues = Pick<
  typeof patients.$inferInsert,
  'fullName' | 'phone' | 'birthday' | 'gender' | 'email' | 'provinceCode' | 'districtCode' | 'wardCode' | 'address'
>;
export type PatientFilter = { search?: string | undefined; minTotal?: number | undefined; maxTotal?: number | undefined };

/**
 * A name or phone containing the search: the trigram index finds the candidates (name and phone as
 * one text), the exact test keeps those whose name or phone holds it (not one spanning both).
 */
const searched = (like: SQL | string) =>
  and(
    sql`${patientSearchText(patients)} like ${like}`,
    or(sql`lower(${patients.fullName}) like ${like}`, sql`${patients.phone} like ${like}`),
  )!;

function where(partnerId: string, f: PatientFilter): SQL {
  const parts: SQL[] = [eq(patients.partnerId, partnerId)];
  if (f.search) parts.push(searched(lowerContaining(f.search)));
  if (f.minTotal !== undefined) parts.push(gte(patients.total, f.minTotal));
  if (f.maxTotal !== undefined) parts.push(lte(patients.total, f.maxTotal));
  return and(...parts)!;
}

const p = (name: string) => sql.placeholder(name);

/**
 * A patient's columns and the names of its province, its pseudo-district's province and its ward,
 * each a primary-key look-up in the same statement: a list of ten no longer sends two more
 * statements for the names after its page.
 */
const withNames = () => ({
  ...getTableColumns(patients),
  provinceName: sql<string | null>`(select ${provinces.name} from ${provinces} where ${provinces.code} = ${patients.provinceCode})`,
  districtProvinceName: sql<string | null>`(select ${provinces.name} from ${provinces} where ${provinces.code} = ${patients.districtCode})`,
  wardName: sql<string | null>`(select ${wards.name} from ${wards} where ${wards.code} = ${patients.wardCode})`,
});

/**
 * The list as it opens and the list searched alone, prepared once, each with its total as a
 * column (one round trip). As it opens: an index range read in the list's order and the total
 * from `patient_counts` (kept by a trigger), neither growing with the list. Searched: the matches
 * read once through the trigram index (a CTE), the page the newest of them, the total their count.
 */
const listStatements = oncePerDb((db: Db) => {
  const matches = db.$with('matches').as(
    db
      .select({ id: patients.id, createdAt: patients.createdAt })
      .from(patients)
      .where(and(eq(patients.partnerId, p('partnerId')), searched(sql`${p('like')}`))),
  );
  return {
    opening: db
      .select({
        ...withNames(),
        listTotal: sql<string>`coalesce((select ${patientCounts.n} from ${patientCounts} where ${patientCounts.partnerId} = ${p('partnerId')}), 0)::text`,
      })
      .from(patients)
      .where(eq(patients.partnerId, p('partnerId')))
      .orderBy(desc(patients.createdAt), desc(patients.id))
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare('patient_list_page'),
    // For a page past the end, which has no row to carry the total.
    openingTotal: db
      .select({ n: sql<string>`${patientCounts.n}::text` })
      .from(patientCounts)
      .where(eq(patientCounts.partnerId, p('partnerId')))
      .prepare('patient_list_total'),
    searched: db
      .with(matches)
      .select({ ...withNames(), listTotal: sql<string>`(select count(*)::text from ${matches})` })
      .from(patients)
      .where(
        sql`${patients.id} = any(array(select m.id from ${matches} m order by m.created_at desc, m.id desc
          limit ${p('limit')} offset ${p('offset')}))`,
      )
      .orderBy(desc(patients.createdAt), desc(patients.id))
      .prepare('patient_list_searched'),
  };
});

/** A page of a collaborator's patients, newest first, with the total. */
export async function listPatients(
  db: Db,
  partnerId: string,
  f: PatientFilter,
  page: number,
  limit: number,
): Promise<{ items: PatientRow[]; total: number }> {
  const offset = (page - 1) * limit;
  if (f.minTotal === undefined && f.maxTotal === undefined) {
    const statements = listStatements(db);
    const search = f.search;
    const rows = search
      ? await statements.searched.execute({ partnerId, like: lowerContaining(search), limit, offset })
      : await statements.opening.execute({ partnerId, limit, offset });
    const items: PatientRow[] = rows;
    if (rows[0]) return { items, total: Number(rows[0].listTotal) };
    if (offset === 0) return { items, total: 0 };
    if (!search) return { items, total: Number((await statements.openingTotal.execute({ partnerId }))[0]?.n ?? 0) };
  }
  const condition = where(partnerId, f);
  const [items, [count]] = await Promise.all([
    db
      .select(withNames())
      .from(patients)
      .where(condition)
      .orderBy(desc(patients.createdAt), desc(patients.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(patients).where(condition),
  ]);
  return { items, total: count?.n ?? 0 };
}

export async function findPatient(db: Executor, id: string): Promise<PatientRow | undefined> {
  const [row] = await db.select(withNames()).from(patients).where(eq(patients.id, id)).limit(1);
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
