import { and, asc, count, eq, getTableColumns, ilike, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { faqCategories, faqs } from '../../db/schema.ts';
import type { SanitizedHtml } from '../../lib/sanitize-html.ts';
import { containing } from '../../db/like.ts';

/** The FAQ tables (faqs, faq_categories): SQL only. */

export type FaqRow = typeof faqs.$inferSelect;
export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type FaqValues = Omit<typeof faqs.$inferInsert, 'id' | 'answer' | 'createdAt' | 'updatedAt'> & { answer: SanitizedHtml };
export type FaqJoin = { faq: FaqRow; category: FaqCategoryRow };

export type FaqFilter = { publishedOnly?: boolean; categoryId?: string | undefined; search?: string | undefined };

function conditions(f: FaqFilter): SQL | undefined {
  return and(
    f.publishedOnly ? eq(faqs.published, true) : undefined,
    f.categoryId ? eq(faqs.categoryId, f.categoryId) : undefined,
    f.search ? ilike(faqs.searchText, containing(f.search)) : undefined,
  );
}

/** A page of entries in the order readers see them: by category, then the entry's own order. */
export async function listFaqs(db: Executor, f: FaqFilter, page: number, limit: number): Promise<{ rows: FaqJoin[]; total: number }> {
  const where = conditions(f);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ faq: faqs, category: faqCategories })
      .from(faqs)
      .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
      .where(where)
      .orderBy(asc(faqCategories.sort), asc(faqCategories.name), asc(faqs.sort), asc(faqs.createdAt), asc(faqs.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(faqs).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findFaq(db: Executor, id: string): Promise<FaqJoin | undefined> {
  const [row] = await db
    .select({ faq: faqs, category: faqCategories })
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
    .where(eq(faqs.id, id));
  return row;
}

export async function lockFaq(db: Executor, id: string): Promise<FaqRow | undefined> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).for('update');
  return row;
}

export async function insertFaq(db: Executor, values: FaqValues): Promise<FaqRow> {
  const [row] = await db.insert(faqs).values(values).returning();
  if (!row) throw new Error('faq insert returned nothing');
  return row;
}

export async function updateFaq(db: Executor, id: string, values: FaqValues): Promise<void> {
  await db
    .update(faqs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(faqs.id, id));
}

export async function deleteFaq(db: Executor, id: string): Promise<void> {
  await db.delete(faqs).where(eq(faqs.id, id));
}

// ——— categories ———

/** Categories in their order with their entry counts (`publishedOnly`: the entries readers see). */
export function listCategories(db: Executor, publishedOnly = false) {
  const counted = db
    .select({ categoryId: faqs.categoryId, n: count().as('n') })
    .from(faqs)
    .where(publishedOnly ? eq(faqs.published, true) : undefined)
    .groupBy(faqs.categoryId)
    .as('faq_counts');
  return db
    .select({ ...getTableColumns(faqCategories), faqCount: sql<number>`coalesce(${counted.n}, 0)::int` })
    .from(faqCategories)
    .leftJoin(counted, eq(counted.categoryId, faqCategories.id))
    .orderBy(asc(faqCategories.sort), asc(faqCategories.name), asc(faqCategories.id));
}

export async function findCategory(db: Executor, id: string): Promise<FaqCategoryRow | undefined> {
  const [row] = await db.select().from(faqCategories).where(eq(faqCategories.id, id));
  return row;
}

export async function lockCategory(db: Executor, id: string): Promise<FaqCategoryRow | undefined> {
  const [row] = await db.select().from(faqCategories).where(eq(faqCategories.id, id)).for('update');
  return row;
}

export async function insertCategory(db: Executor, values: { name: string; sort: number }): Promise<FaqCategoryRow> {
  const [row] = await db.insert(faqCategories).values(values).returning();
  if (!row) throw new Error('faq category insert returned nothing');
  return row;
}

export async function updateCategory(db: Executor, id: string, values: { name: string; sort: number }): Promise<void> {
  await db.update(faqCategories).set(values).where(eq(faqCategories.id, id));
}

export async function deleteCategory(db: Executor, id: string): Promise<void> {
  await db.delete(faqCategories).where(eq(faqCategories.id, id));
}

export async function faqsInCategory(db: Executor, id: string): Promise<number> {
  return db.$count(faqs, eq(faqs.categoryId, id));
}
