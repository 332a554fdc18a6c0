import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { byPageId, pageBounds, type PageBounds, pageIds, pageTotal, preparedPerKey } from '../../db/prepared.ts';
import {
  bidPosts,
  bidRequestCounts,
  bidRequestFiles,
  bidRequestReplies,
  bidRequests,
  bidSubmissions,
  files,
  partners,
  users,
} from '../../db/schema.ts';

export type RequestRowDb = typeof bidRequests.$inferSelect;
export type NewRequest = typeof bidRequests.$inferInsert;
export type NewReply = typeof bidRequestReplies.$inferInsert;

export type RequestFilter = {
  partnerId: string;
  submissionId?: string | undefined;
  types: number[];
  /** Clarifications written by the provider only (CMS-written ones are never shown to it). */
  partnerWrittenOnly: boolean;
  search?: string | undefined;
  /** [start, end) of a day. */
  day?: [Date, Date] | undefined;
  status?: number | undefined;
};

function where(f: RequestFilter): SQL | undefined {
  const term = f.search?.trim();
  return and(
    eq(bidRequests.partnerId, f.partnerId),
    f.submissionId ? eq(bidRequests.submissionId, f.submissionId) : undefined,
    inArray(bidRequests.type, f.types),
    f.partnerWrittenOnly ? eq(bidRequests.createdByType, 'Partner') : undefined,
    term ? or(ilike(bidRequests.title, containing(term)), ilike(bidRequests.content, containing(term))) : undefined,
    f.day ? and(gte(bidRequests.createdAt, f.day[0]), lt(bidRequests.createdAt, f.day[1])) : undefined,
    f.status !== undefined ? eq(bidRequests.status, f.status) : undefined,
  );
}

export function listRequests(db: Executor, f: RequestFilter, page: { limit: number; offset: number }) {
  return db
    .select({ request: bidRequests, companyName: partners.name, sender: users.username })
    .from(bidRequests)
    .innerJoin(partners, eq(partners.id, bidRequests.partnerId))
    .leftJoin(users, eq(users.id, bidRequests.createdBy))
    .where(where(f))
    .orderBy(desc(bidRequests.createdAt), desc(bidRequests.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countRequests(db: Executor, f: RequestFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bidRequests).where(where(f));
  return row?.n ?? 0;
}

/** A reply as the list's statement returns it (JSON: the time as text). */
export type ReplyJson = { id: string; content: string; replyStatus: number | null; createdByType: string; createdAt: string };
/** A file of the request or of one of its replies (`replyId`), as the list's statement returns it. */
export type RequestFileJson = { replyId: string | null; fileId: string; name: string };

/** Each listed request's replies and files ride on its row, in the order `listReplies` and `listRequestFiles` read them. */
const withParts = {
  request: bidRequests,
  companyName: partners.name,
  sender: users.username,
  replies: sql<ReplyJson[]>`(select coalesce(json_agg(json_build_object('id', x.id, 'content', x.content, 'replyStatus', x.reply_status,
      'createdByType', x.created_by_type, 'createdAt', x.created_at) order by x.created_at, x.id), '[]'::json)
    from ${bidRequestReplies} x where x.request_id = ${bidRequests.id})`,
  files: sql<RequestFileJson[]>`(select coalesce(json_agg(json_build_object('replyId', f.reply_id, 'fileId', f.file_id, 'name', f.name)
      order by f.created_at, f.id), '[]'::json)
    from ${bidRequestFiles} f where f.request_id = ${bidRequests.id})`,
};

const pageWithParts = (db: Executor) =>
  db
    .select(withParts)
    .from(bidRequests)
    .innerJoin(partners, eq(partners.id, bidRequests.partnerId))
    .leftJoin(users, eq(users.id, bidRequests.createdBy));

/**
 * A provider's own clarifications without a search or a day (all of them, or one submission's) as
 * prepared statements: the page's ids are a range read of bid_requests_partner_idx in list order
 * (or of the submission's requests), each row with its replies and files, and the total (from the
 * trigger-kept bid_request_counts, or the submission's few requests counted) on every row: one
 * round trip, built once.
 */
function prepareOwn(db: Db, bySubmission: boolean, b: PageBounds) {
  const own = and(
    eq(bidRequests.partnerId, sql.placeholder('partnerId')),
    eq(bidRequests.type, sql.placeholder('type')),
    eq(bidRequests.createdByType, sql.placeholder('createdByType')),
    bySubmission ? eq(bidRequests.submissionId, sql.placeholder('submissionId')) : undefined,
  );
  const total = bySubmission
    ? sql<string>`(select count(*) from ${bidRequests} r where r.submission_id = ${sql.placeholder('submissionId')}
        and r.partner_id = ${sql.placeholder('partnerId')} and r.type = ${sql.placeholder('type')} and r.created_by_type = ${sql.placeholder('createdByType')})`
    : sql<string>`(select coalesce(sum(c.n), 0) from ${bidRequestCounts} c where c.partner_id = ${sql.placeholder('partnerId')}
        and c.type = ${sql.placeholder('type')} and c.created_by_type = ${sql.placeholder('createdByType')})`;
  const name = `${bySubmission ? 'own_requests_submission' : 'own_requests'}_${b.key}`;
  // The page's ids first (an init plan on the index, in list order), then their rows: see `prepareMine`
  // in bid-post-repository.ts (the plan PostgreSQL keeps then costs a page, not a tenth of the list).
  const ids = sql`array(select r.id from ${bidRequests} r where r.partner_id = ${sql.placeholder('partnerId')}
    and r.type = ${sql.placeholder('type')} and r.created_by_type = ${sql.placeholder('createdByType')}${bySubmission ? sql` and r.submission_id = ${sql.placeholder('submissionId')}` : sql``}
    order by r.created_at desc, r.id desc limit ${b.limitSql} offset ${b.offsetSql})`;
  return {
    page: db
      .select({ ...withParts, total })
      .from(pageIds(ids))
      .innerJoin(bidRequests, byPageId(bidRequests.id))
      .innerJoin(partners, eq(partners.id, bidRequests.partnerId))
      .leftJoin(users, eq(users.id, bidRequests.createdBy))
      .orderBy(sql`page.n`)
      .prepare(name),
    // For a page past the end, which has no row to carry the total.
    total: bySubmission
      ? db.select({ n: sql<string>`count(*)` }).from(bidRequests).where(own).prepare(`${name}_total`)
      : db
          .select({ n: sql<string>`coalesce(sum(${bidRequestCounts.n}), 0)` })
          .from(bidRequestCounts)
          .where(
            and(
              eq(bidRequestCounts.partnerId, sql.placeholder('partnerId')),
              eq(bidRequestCounts.type, sql.placeholder('type')),
              eq(bidRequestCounts.createdByType, sql.placeholder('createdByType')),
            ),
          )
          .prepare(`${name}_total`),
  };
}

const ownStatements = preparedPerKey<ReturnType<typeof prepareOwn>>();

/** A page of requests with their replies and files, and the total: one statement without a search or a day. */
export async function listRequestsWithParts(db: Db, f: RequestFilter, page: { limit: number; offset: number }) {
  const [type] = f.types;
  if (!f.search?.trim() && !f.day && f.status === undefined && f.partnerWrittenOnly && f.types.length === 1 && type !== undefined) {
    const bounds = pageBounds(page.limit, page.offset);
    const bySubmission = Boolean(f.submissionId);
    const statements = ownStatements(db, `${bySubmission}_${bounds.key}`, () => prepareOwn(db, bySubmission, bounds));
    const values = { partnerId: f.partnerId, type, createdByType: 'Partner', submissionId: f.submissionId, ...page };
    const rows = await statements.page.execute(values);
    const total = await pageTotal(rows, () => statements.total.execute(values));
    return { rows: rows.map(({ total: _, ...row }) => row), total };
  }
  const [rows, total] = await Promise.all([
    pageWithParts(db).where(where(f)).orderBy(desc(bidRequests.createdAt), desc(bidRequests.id)).limit(page.limit).offset(page.offset),
    countRequests(db, f),
  ]);
  return { rows, total };
}

export function listReplies(db: Executor, requestIds: string[]) {
  if (!requestIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(bidRequestReplies)
    .where(inArray(bidRequestReplies.requestId, requestIds))
    .orderBy(asc(bidRequestReplies.createdAt), asc(bidRequestReplies.id));
}

export function listRequestFiles(db: Executor, requestIds: string[]) {
  if (!requestIds.length) return Promise.resolve([]);
  return db
    .select({
      requestId: bidRequestFiles.requestId,
      replyId: bidRequestFiles.replyId,
      fileId: bidRequestFiles.fileId,
      name: bidRequestFiles.name,
    })
    .from(bidRequestFiles)
    .where(inArray(bidRequestFiles.requestId, requestIds))
    .orderBy(asc(bidRequestFiles.createdAt), asc(bidRequestFiles.id));
}

export async function findRequest(db: Executor, id: string): Promise<RequestRowDb | undefined> {
  const [row] = await db.select().from(bidRequests).where(eq(bidRequests.id, id)).limit(1);
  return row;
}

export async function hasReply(db: Executor, requestId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bidRequestReplies.id })
    .from(bidRequestReplies)
    .where(eq(bidRequestReplies.requestId, requestId))
    .limit(1);
  return Boolean(row);
}

/** An unanswered additional-document request to the submission (opens clarifications during Review). */
export async function hasOpenAdditionalRequest(db: Executor, submissionId: string, additionalType: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bidRequests.id })
    .from(bidRequests)
    .where(and(eq(bidRequests.submissionId, submissionId), eq(bidRequests.type, additionalType), eq(bidRequests.status, 0)))
    .limit(1);
  return Boolean(row);
}

export async function insertRequest(db: Executor, values: NewRequest): Promise<RequestRowDb> {
  const [row] = await db.insert(bidRequests).values(values).returning();
  if (!row) throw new Error('request insert returned nothing');
  return row;
}

export async function updateRequest(db: Executor, id: string, values: Partial<typeof bidRequests.$inferInsert>) {
  await db
    .update(bidRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bidRequests.id, id));
}

export async function deleteRequest(db: Executor, id: string) {
  await db.delete(bidRequests).where(eq(bidRequests.id, id));
}

export async function insertRequestFiles(db: Executor, rows: Array<typeof bidRequestFiles.$inferInsert>) {
  if (rows.length) await db.insert(bidRequestFiles).values(rows);
}

export async function deleteRequestFiles(db: Executor, requestId: string, fileIds: string[]) {
  if (fileIds.length)
    await db
      .delete(bidRequestFiles)
      .where(
        and(eq(bidRequestFiles.requestId, requestId), inArray(bidRequestFiles.fileId, fileIds), sql`${bidRequestFiles.replyId} is null`),
      );
}

export async function renameRequestFile(db: Executor, requestId: string, fileId: string, name: string) {
  await db
    .update(bidRequestFiles)
    .set({ name })
    .where(and(eq(bidRequestFiles.requestId, requestId), eq(bidRequestFiles.fileId, fileId)));
}

export async function insertReply(db: Executor, values: NewReply) {
  const [row] = await db.insert(bidRequestReplies).values(values).returning();
  if (!row) throw new Error('reply insert returned nothing');
  return row;
}

/** A request file, with the name it goes by. */
export async function findRequestStoredFile(db: Executor, fileId: string) {
  const [row] = await db
    .select({ id: files.id, originalName: bidRequestFiles.name, mime: files.mime, size: files.size })
    .from(bidRequestFiles)
    .innerJoin(files, eq(files.id, bidRequestFiles.fileId))
    .where(eq(bidRequestFiles.fileId, fileId))
    .limit(1);
  return row;
}

export async function findSubmissionState(db: Executor, submissionId: string) {
  const [row] = await db
    .select({
      id: bidSubmissions.id,
      status: bidSubmissions.status,
      partnerId: bidSubmissions.partnerId,
      bidPostId: bidSubmissions.bidPostId,
    })
    .from(bidSubmissions)
    .where(eq(bidSubmissions.id, submissionId))
    .limit(1);
  return row;
}

// ---- owners ----

/** A clarification the provider wrote (a CMS-written one, or the inviting party's requests, are nobody's here). */
export async function ownRequestOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ p: bidRequests.partnerId })
    .from(bidRequests)
    .where(and(eq(bidRequests.id, id), eq(bidRequests.type, 0), eq(bidRequests.createdByType, 'Partner')))
    .limit(1);
  return row?.p;
}

/** A file of a request the provider may see (its own clarifications and their replies, the inviting party's requests). */
export async function requestFileOwner(db: Executor, fileId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ p: bidRequests.partnerId })
    .from(bidRequestFiles)
    .innerJoin(bidRequests, eq(bidRequests.id, bidRequestFiles.requestId))
    .where(and(eq(bidRequestFiles.fileId, fileId), or(sql`${bidRequests.type} <> 0`, eq(bidRequests.createdByType, 'Partner'))))
    .limit(1);
  return row?.p;
}

/** The inviting party's unanswered requests to a partner, with their post: soonest deadline first. */
export async function waitingPartyRequests(db: Executor, partnerId: string, types: number[], notAnswered: number, limit: number) {
  const where = and(eq(bidRequests.partnerId, partnerId), inArray(bidRequests.type, types), eq(bidRequests.status, notAnswered));
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: bidRequests, postId: bidPosts.id, postName: bidPosts.name })
      .from(bidRequests)
      .innerJoin(bidSubmissions, eq(bidSubmissions.id, bidRequests.submissionId))
      .innerJoin(bidPosts, eq(bidPosts.id, bidSubmissions.bidPostId))
      .where(where)
      .orderBy(sql`coalesce(${bidRequests.dateMeet}::date, ${bidRequests.dateRequired}) asc nulls last`, asc(bidRequests.createdAt))
      .limit(limit),
    db.select({ n: count() }).from(bidRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
