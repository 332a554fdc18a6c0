import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { type PageBounds, pageBounds, pageTotal, preparedPerKey } from '../../db/prepared.ts';
import {
  bidCategories,
  bidCategoryInfos,
  bidPostCounts,
  bidPostFiles,
  bidPostInfos,
  bidPosts,
  bidRequests,
  bidSubmissionCounts,
  bidSubmissions,
  files,
} from '../../db/schema.ts';

export type BidPostFilter = { status: number; categoryId?: number | undefined; search?: string | undefined };

/** The category and name/package-name search every list of posts takes. */
function postFilters(filter: Pick<BidPostFilter, 'categoryId' | 'search'>): SQL | undefined {
  const term = filter.search?.trim();
  return and(
    filter.categoryId ? eq(bidPosts.categoryId, filter.categoryId) : undefined,
    term ? or(ilike(bidPosts.name, containing(term)), ilike(bidPosts.bidName, containing(term))) : undefined,
  );
}

function listWhere(filter: BidPostFilter): SQL | undefined {
  return and(eq(bidPosts.status, filter.status), postFilters(filter));
}

/** A listed post's columns (`BidPostRow`). */
const LISTED = {
  id: bidPosts.id,
  name: bidPosts.name,
  bidName: bidPosts.bidName,
  invitingParty: bidPosts.invitingParty,
  categoryId: bidPosts.categoryId,
  categoryName: bidCategories.name,
  area: bidPosts.area,
  openDate: bidPosts.openDate,
  closeDate: bidPosts.closeDate,
  status: bidPosts.status,
};

/**
 * One page of published posts of one status, newest close date first: the page is chosen from
 * `bid_posts` alone (a range read of the status/close-date index, or the category's), then joined
 * to its categories (joining first let the planner hash every post of a small table).
 */
export function listPosts(db: Executor, filter: BidPostFilter, page: { limit: number; offset: number }) {
  const { categoryName: _, ...own } = LISTED;
  const p = db
    .select(own)
    .from(bidPosts)
    .where(listWhere(filter))
    .orderBy(desc(bidPosts.closeDate), desc(bidPosts.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  return db
    .select({ ...p._.selectedFields, categoryName: bidCategories.name })
    .from(p)
    .innerJoin(bidCategories, eq(bidCategories.id, p.categoryId))
    .orderBy(desc(p.closeDate), desc(p.id));
}

/** A provider's submissions: any published status unless `filter.status` narrows it. */
export type MyPostFilter = Omit<BidPostFilter, 'status'> & { status?: number | undefined; partnerId: string };

function myWhere(filter: MyPostFilter): SQL | undefined {
  return and(
    eq(bidSubmissions.partnerId, filter.partnerId),
    filter.status ? eq(bidPosts.status, filter.status) : ne(bidPosts.status, 0),
    postFilters(filter),
  );
}

/** Whether an unanswered request of the inviting party (meeting, documents) waits on a submission. */
export type WaitingRequest = { types: readonly number[]; status: number };

// A scalar subquery with LIMIT 1, not EXISTS: PostgreSQL may plan an EXISTS in the select list as
// a hashed subplan, which reads every request of the table once per call instead of a page's few.
const waitingExists = (waiting: { types: SQL | readonly number[]; status: SQL | number }) => {
  const types = Array.isArray(waiting.types)
    ? inArray(bidRequests.type, [...waiting.types])
    : sql`${bidRequests.type} = any(${waiting.types})`;
  return sql<boolean>`coalesce((select true from ${bidRequests} where ${bidRequests.submissionId} = ${bidSubmissions.id} and ${types} and ${bidRequests.status} = ${waiting.status} limit 1), false)`.mapWith(
    Boolean,
  );
};

/** The columns of a row of 'Thầu của tôi': the post, its category, the submission, the waiting flag. */
const myColumns = (waiting: Parameters<typeof waitingExists>[0]) => ({
  ...LISTED,
  submitId: bidSubmissions.id,
  submitStatus: bidSubmissions.status,
  isRequestWaiting: waitingExists(waiting),
});

/**
 * One page of the posts a provider submitted to, latest submission first, each with its
 * submission and whether an unanswered request of the inviting party (meeting, documents) waits.
 * (The searched list; without a search, `listMyPostsPage`.)
 */
export function listMyPosts(db: Executor, filter: MyPostFilter, waitingRequest: WaitingRequest, page: { limit: number; offset: number }) {
  return db
    .select(myColumns(waitingRequest))
    .from(bidSubmissions)
    .innerJoin(bidPosts, eq(bidPosts.id, bidSubmissions.bidPostId))
    .innerJoin(bidCategories, eq(bidCategories.id, bidPosts.categoryId))
    .where(myWhere(filter))
    .orderBy(desc(bidSubmissions.createdAt), desc(bidSubmissions.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * 'Thầu của tôi' without a search (by status, category, both or neither) as prepared statements,
 * one per shape: the page is a range read of bid_submissions_partner_idx in list order, each row's
 * post and category by key, and the total from the trigger-kept bid_submission_counts rides on
 * every row (one round trip). The first page has its LIMIT and OFFSET written in (`pageBounds`), so
 * PostgreSQL keeps a plan costed for a page instead of planning every call.
 */
function prepareMine(db: Db, hasStatus: boolean, hasCategory: boolean, b: PageBounds) {
  const status = sql.placeholder('status');
  const categoryId = sql.placeholder('categoryId');
  const partnerId = sql.placeholder('partnerId');
  const counts = and(
    eq(bidSubmissionCounts.partnerId, partnerId),
    hasStatus ? eq(bidSubmissionCounts.postStatus, status) : ne(bidSubmissionCounts.postStatus, 0),
    hasCategory ? eq(bidSubmissionCounts.categoryId, categoryId) : undefined,
  );
  const total = sql<string>`(select coalesce(sum(${bidSubmissionCounts.n}), 0) from ${bidSubmissionCounts} where ${counts})`;
  const name = `my_bid_posts_${hasStatus ? 's' : ''}${hasCategory ? 'c' : ''}_${b.key}`;
  const waiting = { types: sql`${sql.placeholder('waitingTypes')}::smallint[]`, status: sql`${sql.placeholder('waitingStatus')}` };
  return {
    page: db
      .select({ ...myColumns(waiting), total })
      .from(bidSubmissions)
      .innerJoin(bidPosts, eq(bidPosts.id, bidSubmissions.bidPostId))
      .innerJoin(bidCategories, eq(bidCategories.id, bidPosts.categoryId))
      .where(
        and(
          eq(bidSubmissions.partnerId, partnerId),
          hasStatus ? eq(bidPosts.status, status) : ne(bidPosts.status, 0),
          hasCategory ? eq(bidPosts.categoryId, categoryId) : undefined,
        ),
      )
      .orderBy(desc(bidSubmissions.createdAt), desc(bidSubmissions.id))
      .limit(b.limit)
      .offset(b.offset)
      .prepare(name),
    // For a page past the end, which has no row to carry the total.
    total: db
      .select({ n: sql<string>`coalesce(sum(${bidSubmissionCounts.n}), 0)` })
      .from(bidSubmissionCounts)
      .where(counts)
      .prepare(`${name}_total`),
  };
}

/** Each shape and page bounds prepared the first time a database lists a provider's bids with them. */
const mineStatements = preparedPerKey<ReturnType<typeof prepareMine>>();

/** 'Thầu của tôi' without a search: the page and its total in one round trip (see `prepareMine`). */
export async function listMyPostsPage(
  db: Db,
  filter: Omit<MyPostFilter, 'search'>,
  waitingRequest: WaitingRequest,
  page: { limit: number; offset: number },
) {
  const [hasStatus, hasCategory] = [Boolean(filter.status), Boolean(filter.categoryId)];
  const bounds = pageBounds(page.limit, page.offset);
  const statements = mineStatements(db, `${hasStatus}_${hasCategory}_${bounds.key}`, () => prepareMine(db, hasStatus, hasCategory, bounds));
  const values = {
    partnerId: filter.partnerId,
    status: filter.status,
    categoryId: filter.categoryId,
    waitingTypes: [...waitingRequest.types],
    waitingStatus: waitingRequest.status,
    limit: page.limit,
    offset: page.offset,
  };
  const rows = await statements.page.execute(values);
  const total = await pageTotal(rows, () => statements.total.execute(values));
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

/** The searched list's total: the matching submissions counted. */
export async function countMyPosts(db: Executor, filter: MyPostFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bidSubmissions)
    .innerJoin(bidPosts, eq(bidPosts.id, bidSubmissions.bidPostId))
    .where(myWhere(filter));
  return row?.n ?? 0;
}

/**
 * The list's total: without a search, the sum of the trigger-kept `bid_post_counts` of the status
 * (and category), a few rows at any number of posts; a search counts the matching posts.
 */
export async function countPosts(db: Executor, filter: BidPostFilter): Promise<number> {
  if (!filter.search?.trim()) {
    const [kept] = await db
      .select({ n: sql<string>`coalesce(sum(${bidPostCounts.n}), 0)::text` })
      .from(bidPostCounts)
      .where(and(eq(bidPostCounts.status, filter.status), filter.categoryId ? eq(bidPostCounts.categoryId, filter.categoryId) : undefined));
    return Number(kept?.n ?? 0);
  }
  const [row] = await db.select({ n: count() }).from(bidPosts).where(listWhere(filter));
  return row?.n ?? 0;
}

export function listCategories(db: Executor, openStatus: number) {
  return db
    .select({
      id: bidCategories.id,
      name: bidCategories.name,
      // Named in full: drizzle leaves columns unqualified in a one-table select, where "id" would not
      // be the category's inside the subquery (the count per category the trigger keeps).
      openCount: sql<number>`coalesce((select c.n from ${bidPostCounts} c where c.category_id = bid_categories.id and c.status = ${openStatus}), 0)::int`,
    })
    .from(bidCategories)
    .orderBy(asc(bidCategories.sort), asc(bidCategories.id));
}

export function listCategoryInfos(db: Executor, categoryId: number) {
  return db
    .select({ id: bidCategoryInfos.id, name: bidCategoryInfos.name, isRequired: bidCategoryInfos.isRequired, type: bidCategoryInfos.type })
    .from(bidCategoryInfos)
    .where(eq(bidCategoryInfos.categoryId, categoryId))
    .orderBy(asc(bidCategoryInfos.sort), asc(bidCategoryInfos.id));
}

/** Every post that is not a draft (what `/thau/{id}` shows anyone), for the sitemap, newest first. */
export function listPublishedPostRefs(db: Executor, limit: number) {
  return db
    .select({ id: bidPosts.id, updatedAt: bidPosts.updatedAt })
    .from(bidPosts)
    .where(ne(bidPosts.status, 0))
    .orderBy(desc(bidPosts.id))
    .limit(limit);
}

export function listPostFiles(db: Executor, postId: number) {
  return db
    .select({ fileId: bidPostFiles.fileId, name: bidPostFiles.name })
    .from(bidPostFiles)
    .where(eq(bidPostFiles.bidPostId, postId))
    .orderBy(asc(bidPostFiles.sort), asc(bidPostFiles.id));
}

export function listPostInfos(db: Executor, postId: number) {
  return db
    .select({ id: bidPostInfos.id, name: bidPostInfos.name, isRequired: bidPostInfos.isRequired, type: bidPostInfos.type })
    .from(bidPostInfos)
    .where(eq(bidPostInfos.bidPostId, postId))
    .orderBy(asc(bidPostInfos.sort), asc(bidPostInfos.id));
}

/** A stored file that is one of the documents of a published (non-draft) post. */
export async function findPublishedPostFile(db: Executor, fileId: string) {
  const [row] = await db
    .select({ id: files.id, originalName: bidPostFiles.name, mime: files.mime, size: files.size })
    .from(bidPostFiles)
    .innerJoin(files, eq(files.id, bidPostFiles.fileId))
    .innerJoin(bidPosts, eq(bidPosts.id, bidPostFiles.bidPostId))
    .where(and(eq(bidPostFiles.fileId, fileId), ne(bidPosts.status, 0)))
    .limit(1);
  return row;
}

/** How many submissions a post has (a column of the desk's post list and detail). */
export const submissionCount = sql<number>`(select count(*)::int from ${bidSubmissions} s where s.bid_post_id = ${bidPosts.id})`;

/**
 * A post with its category's name and its submission count: the one read of a post, for the desk,
 * the provider's submission and the public bid page (`published`: not a draft).
 */
export async function findPost(db: Executor, id: number, { published = false } = {}) {
  const [row] = await db
    .select({ post: bidPosts, categoryName: bidCategories.name, submissionCount })
    .from(bidPosts)
    .innerJoin(bidCategories, eq(bidCategories.id, bidPosts.categoryId))
    .where(and(eq(bidPosts.id, id), published ? ne(bidPosts.status, 0) : undefined))
    .limit(1);
  return row;
}

/** The post, locked for the caller's transaction (take it before its submissions). */
export async function lockPost(db: Executor, id: number) {
  const [row] = await db.select().from(bidPosts).where(eq(bidPosts.id, id)).for('update').limit(1);
  return row;
}
