import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bidPosts, bidRequestFiles, bidRequestReplies, bidRequests, bidSubmissions, files, partners, users } from '../../db/schema.ts';

export type RequestRowDb = typeof bidRequests.$inferSelect;
export type NewRequest = typeof bidRequests.$inferInsert;
export type NewReply = typeof bidRequestReplies.$inferInsert;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

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
    term ? or(ilike(bidRequests.title, `%${escapeLike(term)}%`), ilike(bidRequests.content, `%${escapeLike(term)}%`)) : undefined,
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
