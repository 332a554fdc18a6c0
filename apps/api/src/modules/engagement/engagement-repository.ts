import { and, arrayContains, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { cooperationContacts, cooperationPages, feedback, partners, users } from '../../db/schema.ts';
import type { SanitizedHtml } from '../../lib/sanitize-html.ts';

export type CooperationPageRow = typeof cooperationPages.$inferSelect;
export type ContactRow = typeof cooperationContacts.$inferSelect & { handledByName: string | null };
export type FeedbackRow = typeof feedback.$inferSelect & {
  partnerCode: string;
  partnerName: string;
  partnerType: string;
  handledByName: string | null;
};

// ——— cooperation pages ———

export function listPages(db: Executor): Promise<CooperationPageRow[]> {
  return db.select().from(cooperationPages);
}

export async function lockPage(db: Executor, partnerType: string): Promise<CooperationPageRow | undefined> {
  const [row] = await db.select().from(cooperationPages).where(eq(cooperationPages.partnerType, partnerType)).for('update');
  return row;
}

export type PageValues = { title: string; summary: string; body: SanitizedHtml; benefits: string[]; updatedBy: string | null };

/** Writes the programme of a partner type, creating it the first time. */
export async function upsertPage(db: Executor, partnerType: string, values: PageValues): Promise<CooperationPageRow> {
  const [row] = await db
    .insert(cooperationPages)
    .values({ partnerType, ...values })
    .onConflictDoUpdate({ target: cooperationPages.partnerType, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('cooperation page write returned nothing');
  return row;
}

// ——— contacts ———

/** The operator who handled it, by the name the console shows. */
const handlerName = (column: typeof cooperationContacts.handledBy | typeof feedback.handledBy) =>
  sql<string | null>`(select coalesce(${users.displayName}, ${users.username}) from ${users} where ${users.id} = ${column})`;
const handler = handlerName(cooperationContacts.handledBy);

export async function insertContact(db: Executor, values: typeof cooperationContacts.$inferInsert): Promise<{ id: string }> {
  const [row] = await db.insert(cooperationContacts).values(values).returning({ id: cooperationContacts.id });
  if (!row) throw new Error('contact insert returned nothing');
  return row;
}

export type ContactFilter = { status?: string | undefined; partnerType?: string | undefined; search?: string | undefined };

export async function listContacts(db: Executor, filter: ContactFilter, page: number, limit: number) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(cooperationContacts.status, filter.status));
  if (filter.partnerType) conditions.push(eq(cooperationContacts.partnerType, filter.partnerType));
  if (filter.search) {
    const like = containing(filter.search);
    const match = or(
      ilike(cooperationContacts.name, like),
      ilike(cooperationContacts.phone, like),
      ilike(cooperationContacts.email, like),
      ilike(cooperationContacts.organisation, like),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ contact: cooperationContacts, handledByName: handler })
      .from(cooperationContacts)
      .where(where)
      .orderBy(desc(cooperationContacts.createdAt), desc(cooperationContacts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(cooperationContacts).where(where),
  ]);
  return { rows: rows.map((r): ContactRow => ({ ...r.contact, handledByName: r.handledByName })), total: count?.n ?? 0 };
}

export async function findContact(db: Executor, id: string, lock = false): Promise<ContactRow | undefined> {
  const query = db
    .select({ contact: cooperationContacts, handledByName: handler })
    .from(cooperationContacts)
    .where(eq(cooperationContacts.id, id));
  const [row] = lock ? await query.for('update', { of: cooperationContacts }) : await query;
  return row ? { ...row.contact, handledByName: row.handledByName } : undefined;
}

export type HandleValues = { note: string; handledBy: string | null };

export async function markContactHandled(db: Executor, id: string, values: HandleValues): Promise<void> {
  await db
    .update(cooperationContacts)
    .set({ status: 'handled', note: values.note, handledBy: values.handledBy, handledAt: sql`now()` })
    .where(eq(cooperationContacts.id, id));
}

// ——— feedback ———

export async function insertFeedback(db: Executor, values: typeof feedback.$inferInsert): Promise<{ id: string }> {
  const [row] = await db.insert(feedback).values(values).returning({ id: feedback.id });
  if (!row) throw new Error('feedback insert returned nothing');
  return row;
}

export type FeedbackFilter = {
  status?: string | undefined;
  stars?: number | undefined;
  reason?: string | undefined;
  area?: string | undefined;
  partnerType?: string | undefined;
};

const feedbackColumns = {
  entry: feedback,
  partnerCode: partners.code,
  partnerName: partners.name,
  partnerType: sql<string>`${partners.type}::text`,
  handledByName: handlerName(feedback.handledBy),
};
const toFeedbackRow = (
  r: { entry: typeof feedback.$inferSelect } & Omit<FeedbackRow, keyof typeof feedback.$inferSelect>,
): FeedbackRow => ({
  ...r.entry,
  partnerCode: r.partnerCode,
  partnerName: r.partnerName,
  partnerType: r.partnerType,
  handledByName: r.handledByName,
});

export async function listFeedback(db: Executor, filter: FeedbackFilter, page: number, limit: number) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(feedback.status, filter.status));
  if (filter.stars) conditions.push(eq(feedback.stars, filter.stars));
  if (filter.reason) conditions.push(arrayContains(feedback.reasons, [filter.reason]));
  if (filter.area) conditions.push(eq(feedback.area, filter.area));
  if (filter.partnerType) conditions.push(sql`${partners.type}::text = ${filter.partnerType}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(feedbackColumns)
      .from(feedback)
      .innerJoin(partners, eq(partners.id, feedback.partnerId))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(feedback).innerJoin(partners, eq(partners.id, feedback.partnerId)).where(where),
  ]);
  return { rows: rows.map(toFeedbackRow), total: count?.n ?? 0 };
}

export async function findFeedback(db: Executor, id: string, lock = false): Promise<FeedbackRow | undefined> {
  const query = db
    .select(feedbackColumns)
    .from(feedback)
    .innerJoin(partners, eq(partners.id, feedback.partnerId))
    .where(eq(feedback.id, id));
  const [row] = lock ? await query.for('update', { of: feedback }) : await query;
  return row ? toFeedbackRow(row) : undefined;
}

export async function markFeedbackHandled(db: Executor, id: string, values: HandleValues): Promise<void> {
  await db
    .update(feedback)
    .set({ status: 'handled', note: values.note, handledBy: values.handledBy, handledAt: sql`now()` })
    .where(eq(feedback.id, id));
}
