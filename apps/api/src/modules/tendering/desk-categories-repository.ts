import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bidCategories, bidCategoryInfos, bidPosts } from '../../db/schema.ts';

/** The bid categories and their template items: the tender desk's SQL for them. */

export async function listCategories(db: Executor) {
  const cats = await db
    .select({
      id: bidCategories.id,
      name: bidCategories.name,
      postCount: sql<number>`(select count(*)::int from ${bidPosts} p where p.category_id = ${bidCategories.id})`,
    })
    .from(bidCategories)
    .orderBy(asc(bidCategories.sort), asc(bidCategories.id));
  const items = cats.length
    ? await db
        .select()
        .from(bidCategoryInfos)
        .where(
          inArray(
            bidCategoryInfos.categoryId,
            cats.map((c) => c.id),
          ),
        )
        .orderBy(asc(bidCategoryInfos.sort), asc(bidCategoryInfos.id))
    : [];
  return { cats, items };
}

export async function findCategory(db: Executor, id: number) {
  const [row] = await db.select().from(bidCategories).where(eq(bidCategories.id, id)).limit(1);
  return row;
}

export async function lockCategory(db: Executor, id: number) {
  const [row] = await db.select().from(bidCategories).where(eq(bidCategories.id, id)).for('update').limit(1);
  return row;
}

export async function insertCategory(db: Executor, name: string) {
  const [row] = await db
    .insert(bidCategories)
    .values({ name, sort: sql`coalesce((select max(sort) + 1 from ${bidCategories}), 0)` })
    .returning();
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

export async function renameCategory(db: Executor, id: number, name: string) {
  await db.update(bidCategories).set({ name }).where(eq(bidCategories.id, id));
}

export async function categoryItems(db: Executor, categoryId: number) {
  return db
    .select()
    .from(bidCategoryInfos)
    .where(eq(bidCategoryInfos.categoryId, categoryId))
    .orderBy(asc(bidCategoryInfos.sort), asc(bidCategoryInfos.id));
}

export async function replaceCategoryItems(
  db: Executor,
  categoryId: number,
  items: Array<{ id?: number | undefined; name: string; isRequired: boolean; type: number }>,
) {
  const keep = items.flatMap((i) => (i.id ? [i.id] : []));
  await db
    .delete(bidCategoryInfos)
    .where(and(eq(bidCategoryInfos.categoryId, categoryId), keep.length ? sql`${bidCategoryInfos.id} not in ${keep}` : undefined));
  for (const [sort, item] of items.entries()) {
    if (item.id) {
      await db
        .update(bidCategoryInfos)
        .set({ name: item.name, isRequired: item.isRequired, type: item.type, sort })
        .where(and(eq(bidCategoryInfos.id, item.id), eq(bidCategoryInfos.categoryId, categoryId)));
    } else {
      await db.insert(bidCategoryInfos).values({ categoryId, name: item.name, isRequired: item.isRequired, type: item.type, sort });
    }
  }
}
