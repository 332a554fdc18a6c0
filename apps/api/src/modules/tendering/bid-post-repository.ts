import { and, asc, count, desc, eq, exists, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bidCategories,
  bidCategoryInfos,
  bidPostCounts,
  bidPostFiles,
  bidPostInfos,
  bidPosts,
  bidRequests,
  bidSubmissions,
  files,
} from '../../db/schema.ts';

export type BidPostFilter = { status: number; categoryId?: number | undefined; search?: string | undefined };

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The category and name/package-name search every list of posts takes. */
function postFilters(filter: Pick<BidPostFilter, 'categoryId' | 'search'>): SQL | undefined {
  const term = filter.search?.trim();
  return and(
    filter.categoryId ? eq(bidPosts.categoryId, filter.categoryId) : undefined,
    term ? or(ilike(bidPosts.name, `%${escapeLike(term)}%`), ilike(bidPosts.bidName, `%${escapeLike(term)}%`)) : undefined,
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

/**
 * One page of the posts a provider submitted to, latest submission first, each with its
 * submission and whether an unanswered request of the inviting party (meeting, documents) waits.
 */
export function listMyPosts(
  db: Executor,
  filter: MyPostFilter,
  waitingRequest: { types: readonly number[]; status: number },
  page: { limit: number; offset: number },
) {
  const waiting = db
    .select({ one: sql`1` })
    .from(bidRequests)
    .where(
      and(
        eq(bidRequests.submissionId, bidSubmissions.id),
        inArray(bidRequests.type, [...waitingRequest.types]),
        eq(bidRequests.status, waitingRequest.status),
      ),
    );
  return db
    .select({
      ...LISTED,
      submitId: bidSubmissions.id,
      submitStatus: bidSubmissions.status,
      isRequestWaiting: exists(waiting).mapWith(Boolean),
    })
    .from(bidSubmissions)
    .innerJoin(bidPosts, eq(bidPosts.id, bidSubmissions.bidPostId))
    .innerJoin(bidCategories, eq(bidCategories.id, bidPosts.categoryId))
    .where(myWhere(filter))
    .orderBy(desc(bidSubmissions.createdAt), desc(bidSubmissions.id))
    .limit(page.limit)
    .offset(page.offset);
}

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

/** A post that is not a draft. */
export async function findPublishedPost(db: Executor, id: number) {
  const [row] = await db
    .select({ post: bidPosts, categoryName: bidCategories.name })
    .from(bidPosts)
    .innerJoin(bidCategories, eq(bidCategories.id, bidPosts.categoryId))
    .where(and(eq(bidPosts.id, id), ne(bidPosts.status, 0)))
    .limit(1);
  return row;
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

/** The partner's submission on a post (id and status). */
export async function findSubmissionRef(db: Executor, postId: number, partnerId: string) {
  const [row] = await db
    .select({ id: bidSubmissions.id, status: bidSubmissions.status })
    .from(bidSubmissions)
    .where(and(eq(bidSubmissions.bidPostId, postId), eq(bidSubmissions.partnerId, partnerId)))
    .limit(1);
  return row;
}
