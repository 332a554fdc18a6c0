import { and, asc, count, desc, eq, getTableColumns, like, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { oncePerDb, pageTotal } from '../../db/prepared.ts';
import { blogCategories, blogPostCounts, blogPosts, files } from '../../db/schema.ts';
import type { SanitizedHtml } from '../../lib/sanitize-html.ts';

/** The news tables (blog_posts, blog_categories): SQL only. */

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogCategoryRow = typeof blogCategories.$inferSelect;
/** What a write stores: the HTML column takes only sanitised HTML. */
export type BlogPostValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'content' | 'createdAt' | 'updatedAt'> & { content: SanitizedHtml };

const joined = { post: blogPosts, category: blogCategories };
export type BlogPostJoin = { post: BlogPostRow; category: BlogCategoryRow };

/** Shown to readers: published, and its publication time come. */
export const isVisible = (now: Date) => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, now));

export type PostFilter = {
  visibleAt?: Date;
  categoryId?: string | undefined;
  excludeId?: string | undefined;
  isHome?: boolean | undefined;
  status?: string | undefined;
  /** Already folded (foldForSearch). */
  search?: string | undefined;
};

function postConditions(f: PostFilter): SQL | undefined {
  return and(
    f.visibleAt ? isVisible(f.visibleAt) : undefined,
    f.categoryId ? eq(blogPosts.categoryId, f.categoryId) : undefined,
    f.excludeId ? ne(blogPosts.id, f.excludeId) : undefined,
    f.isHome ? eq(blogPosts.isHome, true) : undefined,
    f.status ? eq(blogPosts.status, f.status) : undefined,
    // `search_text` and the term are both folded (lower case, no accents): LIKE, which the trigram
    // index serves as well, rechecks the matched rows several times faster than ILIKE.
    f.search ? like(blogPosts.searchText, containing(f.search)) : undefined,
  );
}

/** A page of posts, newest first (by publication, then by last change for unpublished ones). */
export async function listPosts(
  db: Executor,
  f: PostFilter,
  page: number,
  limit: number,
): Promise<{ rows: BlogPostJoin[]; total: number }> {
  const where = postConditions(f);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(joined)
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where)
      .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** What a list row shows of a post (not its body). */
export type BlogPostListJoin = {
  post: Pick<BlogPostRow, 'id' | 'title' | 'slug' | 'description' | 'coverFileId' | 'isHome' | 'publishedAt'>;
  category: Pick<BlogCategoryRow, 'id' | 'name' | 'slug'>;
};

/**
 * The readers' list without a search or a related post (by category, home flag, both or neither),
 * as prepared statements, one per shape: the page read in `blog_posts_public_idx` (or
 * `blog_posts_public_category_idx`) order with the total in one round trip. The total is the
 * trigger-kept blog_post_counts less the published posts whose time has not come yet (the future end
 * of the same index: usually nothing).
 */
function prepareVisible(db: Db, hasCategory: boolean, isHome: boolean) {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const category = sql.placeholder('categoryId');
  const kept = sql`(select coalesce(sum(c.n), 0) from ${blogPostCounts} c where true${
    hasCategory ? sql` and c.category_id = ${category}::uuid` : sql``
  }${isHome ? sql` and c.is_home` : sql``})`;
  const later = sql`(select count(*) from ${blogPosts} l where l.status = 'published' and l.published_at > ${now}${
    hasCategory ? sql` and l.category_id = ${category}::uuid` : sql``
  }${isHome ? sql` and l.is_home` : sql``})`;
  const total = sql<string>`(${kept} - ${later})::bigint`;
  const name = `blog_visible_${hasCategory ? 'c' : ''}${isHome ? 'h' : ''}`;
  return {
    page: db
      .select({
        post: {
          id: blogPosts.id,
          title: blogPosts.title,
          slug: blogPosts.slug,
          description: blogPosts.description,
          coverFileId: blogPosts.coverFileId,
          isHome: blogPosts.isHome,
          publishedAt: blogPosts.publishedAt,
        },
        category: { id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug },
        total,
      })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(
        and(
          // A literal, not a parameter: the partial indexes' predicate must match in the generic plan.
          sql`${blogPosts.status} = 'published'`,
          sql`${blogPosts.publishedAt} <= ${now}`,
          hasCategory ? sql`${blogPosts.categoryId} = ${category}::uuid` : undefined,
          isHome ? sql`${blogPosts.isHome}` : undefined,
        ),
      )
      .orderBy(
        sql`${blogPosts.publishedAt} desc nulls first`,
        sql`${blogPosts.updatedAt} desc nulls first`,
        sql`${blogPosts.id} desc nulls first`,
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    total: db.select({ n: total }).from(sql`(select 1) as one`).prepare(`${name}_total`),
  };
}

const visibleStatements = oncePerDb((db) => ({
  '': prepareVisible(db, false, false),
  c: prepareVisible(db, true, false),
  h: prepareVisible(db, false, true),
  ch: prepareVisible(db, true, true),
}));

/** A page of what readers see at `now`, newest first, with the total: one statement (two past the end). */
export async function listVisiblePosts(
  db: Db,
  f: { now: Date; categoryId?: string | undefined; isHome?: boolean | undefined },
  page: number,
  limit: number,
): Promise<{ rows: BlogPostListJoin[]; total: number }> {
  const statements = visibleStatements(db)[`${f.categoryId ? 'c' : ''}${f.isHome ? 'h' : ''}` as '' | 'c' | 'h' | 'ch'];
  const values = { now: f.now.toISOString(), categoryId: f.categoryId, limit, offset: (page - 1) * limit };
  const rows = await statements.page.execute(values);
  const total = await pageTotal(rows, () => statements.total.execute(values));
  return { rows: rows.map(({ post, category }) => ({ post, category })), total };
}

export async function findPost(db: Executor, where: SQL): Promise<BlogPostJoin | undefined> {
  const [row] = await db.select(joined).from(blogPosts).innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId)).where(where);
  return row;
}

/** Every post readers see, for the sitemap: its slug and when it last changed (newest first). */
export function visiblePostRefs(db: Executor, now: Date, limit: number) {
  return db
    .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isVisible(now))
    .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.id))
    .limit(limit);
}

export const byId = (id: string) => eq(blogPosts.id, id);
export const bySlug = (slug: string) => eq(blogPosts.slug, slug);
export const visibleWhere = (where: SQL, now: Date) => and(where, isVisible(now)) as SQL;

export async function lockPost(db: Executor, id: string): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  return row;
}

export async function categoryOfPost(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ categoryId: blogPosts.categoryId }).from(blogPosts).where(eq(blogPosts.id, id));
  return row?.categoryId;
}

export async function insertPost(db: Executor, values: BlogPostValues): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  if (!row) throw new Error('blog post insert returned nothing');
  return row;
}

export async function updatePost(db: Executor, id: string, values: Partial<BlogPostValues>): Promise<void> {
  await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogPosts.id, id));
}

export async function deletePost(db: Executor, id: string): Promise<void> {
  await db.delete(blogPosts).where(eq(blogPosts.id, id));
}

/** Posts still scheduled, for the queue to (re)enqueue their publication. */
export function scheduledPosts(db: Executor): Promise<Array<{ id: string; publishAt: Date | null }>> {
  return db.select({ id: blogPosts.id, publishAt: blogPosts.publishAt }).from(blogPosts).where(eq(blogPosts.status, 'scheduled'));
}

/** A post's cover file; with `visibleAt`, only the cover of a post readers see. */
export async function findCover(db: Executor, fileId: string, visibleAt?: Date) {
  const [row] = await db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(files)
    .innerJoin(blogPosts, eq(blogPosts.coverFileId, files.id))
    .where(and(eq(files.id, fileId), visibleAt ? isVisible(visibleAt) : undefined))
    .limit(1);
  return row;
}

/** An image uploaded for the text of a post or a FAQ answer (`purpose`: the desk's body images). */
export async function findContentImage(db: Executor, fileId: string, purpose: string) {
  const [row] = await db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.purpose, purpose)))
    .limit(1);
  return row;
}

// ——— categories ———

/** Categories in their order, each with its post count (`visibleAt`: readers' posts only). */
export function listCategories(db: Executor, visibleAt?: Date) {
  const posts = db
    .select({ categoryId: blogPosts.categoryId, n: count().as('n') })
    .from(blogPosts)
    .where(visibleAt ? isVisible(visibleAt) : undefined)
    .groupBy(blogPosts.categoryId)
    .as('post_counts');
  return db
    .select({ ...getTableColumns(blogCategories), postCount: sql<number>`coalesce(${posts.n}, 0)::int` })
    .from(blogCategories)
    .leftJoin(posts, eq(posts.categoryId, blogCategories.id))
    .orderBy(asc(blogCategories.sort), asc(blogCategories.name), asc(blogCategories.id));
}

export async function findCategory(db: Executor, id: string): Promise<BlogCategoryRow | undefined> {
  const [row] = await db.select().from(blogCategories).where(eq(blogCategories.id, id));
  return row;
}

export async function lockCategory(db: Executor, id: string): Promise<BlogCategoryRow | undefined> {
  const [row] = await db.select().from(blogCategories).where(eq(blogCategories.id, id)).for('update');
  return row;
}

export async function insertCategory(db: Executor, values: { name: string; slug: string; sort: number }): Promise<BlogCategoryRow> {
  const [row] = await db.insert(blogCategories).values(values).returning();
  if (!row) throw new Error('blog category insert returned nothing');
  return row;
}

export async function updateCategory(db: Executor, id: string, values: { name: string; slug: string; sort: number }): Promise<void> {
  await db.update(blogCategories).set(values).where(eq(blogCategories.id, id));
}

export async function deleteCategory(db: Executor, id: string): Promise<void> {
  await db.delete(blogCategories).where(eq(blogCategories.id, id));
}

export async function postsInCategory(db: Executor, id: string): Promise<number> {
  return db.$count(blogPosts, eq(blogPosts.categoryId, id));
}
