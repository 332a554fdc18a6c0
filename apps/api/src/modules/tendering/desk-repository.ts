import type { DeskPostListQuery } from '@portal/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { submissionCount } from './bid-post-repository.ts';
import { listCustomValues } from './submission-repository.ts';
import type { StoredUpload } from '../../db/files-repository.ts';
import {
  bidCategories,
  bidCustomValues,
  bidPostFiles,
  bidPostInfos,
  bidPosts,
  bidRequestFiles,
  bidRequestReplies,
  bidRequests,
  bidSubmissionFiles,
  bidSubmissionProgress,
  bidSubmissions,
  files,
  partners,
} from '../../db/schema.ts';

export type PostRow = typeof bidPosts.$inferSelect;
export type NewPost = typeof bidPosts.$inferInsert;
export type InfoRow = typeof bidPostInfos.$inferSelect;

// ---- posts ----

export async function listPosts(db: Executor, query: DeskPostListQuery, limit: number) {
  const where: SQL[] = [];
  if (query.status !== undefined) where.push(eq(bidPosts.status, query.status));
  if (query.categoryId !== undefined) where.push(eq(bidPosts.categoryId, query.categoryId));
  if (query.search) {
    const like = containing(query.search);
    const match = or(ilike(bidPosts.name, like), ilike(bidPosts.bidName, like), ilike(bidPosts.invitingParty, like));
    if (match) where.push(match);
  }
  const filter = where.length ? and(...where) : undefined;
  const rows = await db
    .select({ post: bidPosts, categoryName: bidCategories.name, submissionCount })
    .from(bidPosts)
    .innerJoin(bidCategories, eq(bidCategories.id, bidPosts.categoryId))
    .where(filter)
    .orderBy(desc(bidPosts.createdAt), desc(bidPosts.id))
    .limit(limit)
    .offset((query.page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(bidPosts).where(filter);
  return { rows, total: total?.n ?? 0 };
}

export async function insertPost(db: Executor, values: NewPost) {
  const [row] = await db.insert(bidPosts).values(values).returning();
  if (!row) throw new Error('bid post insert returned nothing');
  return row;
}

export async function updatePost(db: Executor, id: number, values: Partial<NewPost>) {
  await db
    .update(bidPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bidPosts.id, id));
}

export async function deletePost(db: Executor, id: number) {
  await db.delete(bidPosts).where(eq(bidPosts.id, id));
}

export async function postInfos(db: Executor, postId: number) {
  return db.select().from(bidPostInfos).where(eq(bidPostInfos.bidPostId, postId)).orderBy(asc(bidPostInfos.sort), asc(bidPostInfos.id));
}

export async function replacePostInfos(
  db: Executor,
  postId: number,
  items: Array<{ id?: string | undefined; name: string; isRequired: boolean; type: number }>,
) {
  const keep = items.flatMap((i) => (i.id ? [i.id] : []));
  await db
    .delete(bidPostInfos)
    .where(and(eq(bidPostInfos.bidPostId, postId), keep.length ? sql`${bidPostInfos.id} not in ${keep}` : undefined));
  for (const [sort, item] of items.entries()) {
    if (item.id) {
      await db
        .update(bidPostInfos)
        .set({ name: item.name, isRequired: item.isRequired, type: item.type, sort })
        .where(and(eq(bidPostInfos.id, item.id), eq(bidPostInfos.bidPostId, postId)));
    } else {
      await db.insert(bidPostInfos).values({ bidPostId: postId, name: item.name, isRequired: item.isRequired, type: item.type, sort });
    }
  }
}

export async function postFiles(db: Executor, postId: number) {
  return db
    .select({ id: bidPostFiles.id, fileId: bidPostFiles.fileId, name: bidPostFiles.name })
    .from(bidPostFiles)
    .where(eq(bidPostFiles.bidPostId, postId))
    .orderBy(asc(bidPostFiles.sort), asc(bidPostFiles.id));
}

/** Keeps the listed post files (renamed as given), removes the others, appends the uploads. */
export async function replacePostFiles(
  db: Executor,
  postId: number,
  kept: Array<{ id: string; name: string }>,
  uploads: readonly StoredUpload[],
) {
  const keepIds = kept.map((k) => k.id);
  await db
    .delete(bidPostFiles)
    .where(and(eq(bidPostFiles.bidPostId, postId), keepIds.length ? sql`${bidPostFiles.fileId} not in ${keepIds}` : undefined));
  for (const [sort, k] of kept.entries()) {
    await db
      .update(bidPostFiles)
      .set({ name: k.name, sort })
      .where(and(eq(bidPostFiles.bidPostId, postId), eq(bidPostFiles.fileId, k.id)));
  }
  if (uploads.length) {
    await db.insert(bidPostFiles).values(uploads.map((u, i) => ({ bidPostId: postId, fileId: u.id, name: u.name, sort: kept.length + i })));
  }
}

// ---- submissions ----

export async function submissionsOfPost(db: Executor, postId: number) {
  return db
    .select({ submission: bidSubmissions, provider: { id: partners.id, code: partners.code, name: partners.name, email: partners.email } })
    .from(bidSubmissions)
    .innerJoin(partners, eq(partners.id, bidSubmissions.partnerId))
    .where(eq(bidSubmissions.bidPostId, postId))
    .orderBy(asc(bidSubmissions.createdAt), asc(bidSubmissions.id));
}

export async function setSubmissionStatus(db: Executor, id: string, status: number) {
  await db.update(bidSubmissions).set({ status, updatedAt: new Date() }).where(eq(bidSubmissions.id, id));
}

export async function lockSubmissionsOfPost(db: Executor, postId: number) {
  return db.select().from(bidSubmissions).where(eq(bidSubmissions.bidPostId, postId)).orderBy(asc(bidSubmissions.id)).for('update');
}

export async function submissionParts(db: Executor, submissionIds: string[]) {
  if (!submissionIds.length) return { fileRows: [], progress: [], values: [] };
  const fileRows = await db
    .select({ submissionId: bidSubmissionFiles.submissionId, fileId: bidSubmissionFiles.fileId, name: bidSubmissionFiles.name })
    .from(bidSubmissionFiles)
    .where(inArray(bidSubmissionFiles.submissionId, submissionIds))
    .orderBy(asc(bidSubmissionFiles.createdAt));
  const progress = await db
    .select()
    .from(bidSubmissionProgress)
    .where(inArray(bidSubmissionProgress.submissionId, submissionIds))
    .orderBy(asc(bidSubmissionProgress.progressType), asc(bidSubmissionProgress.sort));
  const values = await listCustomValues(db, submissionIds);
  return { fileRows, progress, values };
}

// ---- requests ----

export async function requestsOf(db: Executor, where: { postId?: number; submissionId?: string; type?: number | undefined }) {
  const conds: SQL[] = [];
  if (where.postId !== undefined) conds.push(eq(bidRequests.bidPostId, where.postId));
  if (where.submissionId !== undefined) conds.push(eq(bidRequests.submissionId, where.submissionId));
  if (where.type !== undefined) conds.push(eq(bidRequests.type, where.type));
  return db
    .select({ request: bidRequests, providerName: partners.name })
    .from(bidRequests)
    .innerJoin(partners, eq(partners.id, bidRequests.partnerId))
    .where(and(...conds))
    .orderBy(desc(bidRequests.createdAt), desc(bidRequests.id));
}

export async function lockRequest(db: Executor, id: string) {
  const [row] = await db.select().from(bidRequests).where(eq(bidRequests.id, id)).for('update').limit(1);
  return row;
}

// ---- files ----

/**
 * Where a stored file belongs in tendering, so the desk can decide whether it may be sent: a
 * post's document, a submission's file or custom value, or a request's (with its author), each
 * with its post's close date (desk-sealing.ts decides). Undefined when the file is none of these.
 */
export async function findTenderFile(db: Executor, fileId: string) {
  const [file] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!file) return undefined;
  const [post] = await db.select({ id: bidPostFiles.id }).from(bidPostFiles).where(eq(bidPostFiles.fileId, fileId)).limit(1);
  if (post) return { file, kind: 'post' as const };
  const [sub] = await db
    .select({ closeDate: bidPosts.closeDate })
    .from(bidSubmissionFiles)
    .innerJoin(bidSubmissions, eq(bidSubmissions.id, bidSubmissionFiles.submissionId))
    .innerJoin(bidPosts, eq(bidPosts.id, bidSubmissions.bidPostId))
    .where(eq(bidSubmissionFiles.fileId, fileId))
    .limit(1);
  if (sub) return { file, kind: 'submission' as const, closeDate: sub.closeDate };
  const [value] = await db
    .select({ closeDate: bidPosts.closeDate })
    .from(bidCustomValues)
    .innerJoin(bidSubmissions, eq(bidSubmissions.id, bidCustomValues.submissionId))
    .innerJoin(bidPosts, eq(bidPosts.id, bidSubmissions.bidPostId))
    .where(eq(bidCustomValues.fileId, fileId))
    .limit(1);
  if (value) return { file, kind: 'submission' as const, closeDate: value.closeDate };
  const [req] = await db
    .select({
      closeDate: bidPosts.closeDate,
      // A reply's file is its author's; a request's own file, the request's.
      createdByType: sql<string>`coalesce(${bidRequestReplies.createdByType}, ${bidRequests.createdByType})`,
    })
    .from(bidRequestFiles)
    .innerJoin(bidRequests, eq(bidRequests.id, bidRequestFiles.requestId))
    .leftJoin(bidRequestReplies, eq(bidRequestReplies.id, bidRequestFiles.replyId))
    .innerJoin(bidPosts, eq(bidPosts.id, bidRequests.bidPostId))
    .where(eq(bidRequestFiles.fileId, fileId))
    .limit(1);
  if (req) return { file, kind: 'request' as const, closeDate: req.closeDate, createdByType: req.createdByType };
  return undefined;
}
