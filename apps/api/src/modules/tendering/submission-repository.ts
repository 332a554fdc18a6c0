import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bidCustomValues,
  bidPostInfos,
  bidSubmissionFiles,
  bidSubmissionProgress,
  bidSubmissions,
  files,
  partners,
  users,
} from '../../db/schema.ts';

export type SubmissionRow = typeof bidSubmissions.$inferSelect;
export type ProgressRowDb = typeof bidSubmissionProgress.$inferSelect;

/**
 * A submission with its provider (the desk's and the provider's read); `lock`: the submission's
 * row locked for the caller's transaction (after its post: lockSubmissionAndPost).
 */
export async function findSubmission(db: Executor, id: string, { lock = false } = {}) {
  const query = db
    .select({ submission: bidSubmissions, provider: { id: partners.id, code: partners.code, name: partners.name, email: partners.email } })
    .from(bidSubmissions)
    .innerJoin(partners, eq(partners.id, bidSubmissions.partnerId))
    .where(eq(bidSubmissions.id, id))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: bidSubmissions }) : query);
  return row;
}

export async function findSubmissionByPost(db: Executor, postId: number, partnerId: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(bidSubmissions)
    .where(and(eq(bidSubmissions.bidPostId, postId), eq(bidSubmissions.partnerId, partnerId)))
    .limit(1);
  return row;
}

/** The partner's registered identity (stored on the submission) and the account's display name. */
export async function findPerformer(db: Executor, userId: string) {
  const [row] = await db
    .select({
      username: users.username,
      isSubUser: users.isSubUser,
      partnerName: partners.name,
      taxCode: partners.taxCode,
      representative: partners.representative,
    })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function insertSubmission(db: Executor, values: typeof bidSubmissions.$inferInsert): Promise<SubmissionRow> {
  const [row] = await db.insert(bidSubmissions).values(values).returning();
  if (!row) throw new Error('submission insert returned nothing');
  return row;
}

export async function updateSubmission(db: Executor, id: string, values: Partial<typeof bidSubmissions.$inferInsert>) {
  await db
    .update(bidSubmissions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bidSubmissions.id, id));
}

export function listFiles(db: Executor, submissionId: string) {
  return db
    .select({ rowId: bidSubmissionFiles.id, fileId: bidSubmissionFiles.fileId, name: bidSubmissionFiles.name })
    .from(bidSubmissionFiles)
    .where(eq(bidSubmissionFiles.submissionId, submissionId))
    .orderBy(asc(bidSubmissionFiles.createdAt), asc(bidSubmissionFiles.id));
}

export async function insertSubmissionFiles(db: Executor, rows: Array<typeof bidSubmissionFiles.$inferInsert>) {
  if (rows.length) await db.insert(bidSubmissionFiles).values(rows);
}

export async function deleteSubmissionFiles(db: Executor, submissionId: string, fileIds: string[]) {
  if (fileIds.length)
    await db
      .delete(bidSubmissionFiles)
      .where(and(eq(bidSubmissionFiles.submissionId, submissionId), inArray(bidSubmissionFiles.fileId, fileIds)));
}

export async function renameSubmissionFile(db: Executor, submissionId: string, fileId: string, name: string) {
  await db
    .update(bidSubmissionFiles)
    .set({ name })
    .where(and(eq(bidSubmissionFiles.submissionId, submissionId), eq(bidSubmissionFiles.fileId, fileId)));
}

export function listProgress(db: Executor, submissionId: string): Promise<ProgressRowDb[]> {
  return db
    .select()
    .from(bidSubmissionProgress)
    .where(eq(bidSubmissionProgress.submissionId, submissionId))
    .orderBy(asc(bidSubmissionProgress.progressType), asc(bidSubmissionProgress.sort), asc(bidSubmissionProgress.id));
}

export async function insertProgress(db: Executor, rows: Array<typeof bidSubmissionProgress.$inferInsert>) {
  if (rows.length) await db.insert(bidSubmissionProgress).values(rows);
}

export async function updateProgress(db: Executor, id: string, values: Partial<typeof bidSubmissionProgress.$inferInsert>) {
  await db.update(bidSubmissionProgress).set(values).where(eq(bidSubmissionProgress.id, id));
}

export async function deleteProgress(db: Executor, submissionId: string, ids: string[]) {
  if (ids.length)
    await db
      .delete(bidSubmissionProgress)
      .where(and(eq(bidSubmissionProgress.submissionId, submissionId), inArray(bidSubmissionProgress.id, ids)));
}

/** The custom values of these submissions, with their template item, in the post's order (provider and desk alike). */
export function listCustomValues(db: Executor, submissionIds: readonly string[]) {
  return db
    .select({
      id: bidCustomValues.id,
      submissionId: bidCustomValues.submissionId,
      infoId: bidCustomValues.infoId,
      content: bidCustomValues.content,
      fileId: bidCustomValues.fileId,
      fileName: bidCustomValues.fileName,
      infoName: bidPostInfos.name,
      isRequired: bidPostInfos.isRequired,
      type: bidPostInfos.type,
    })
    .from(bidCustomValues)
    .innerJoin(bidPostInfos, eq(bidPostInfos.id, bidCustomValues.infoId))
    .where(inArray(bidCustomValues.submissionId, [...submissionIds]))
    .orderBy(asc(bidPostInfos.sort), asc(bidPostInfos.id));
}

export async function findCustomValue(db: Executor, id: string) {
  const [row] = await db.select().from(bidCustomValues).where(eq(bidCustomValues.id, id)).limit(1);
  return row;
}

/** Writes a submission's value for an item (one per item), returning its id. */
export async function upsertCustomValue(
  db: Executor,
  values: { submissionId: string; infoId: string; content: string | null; fileId: string | null; fileName: string | null },
): Promise<string> {
  const [row] = await db
    .insert(bidCustomValues)
    .values(values)
    .onConflictDoUpdate({
      target: [bidCustomValues.submissionId, bidCustomValues.infoId],
      set: { content: values.content, fileId: values.fileId, fileName: values.fileName, updatedAt: new Date() },
    })
    .returning({ id: bidCustomValues.id });
  if (!row) throw new Error('custom value upsert returned nothing');
  return row.id;
}

/** A stored file of a submission: one of its documents or a custom value's file, with the name it goes by. */
export async function findSubmissionStoredFile(db: Executor, fileId: string) {
  const [doc] = await db
    .select({ id: files.id, originalName: bidSubmissionFiles.name, mime: files.mime, size: files.size })
    .from(bidSubmissionFiles)
    .innerJoin(files, eq(files.id, bidSubmissionFiles.fileId))
    .where(eq(bidSubmissionFiles.fileId, fileId))
    .limit(1);
  if (doc) return doc;
  const [custom] = await db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(bidCustomValues)
    .innerJoin(files, eq(files.id, bidCustomValues.fileId))
    .where(eq(bidCustomValues.fileId, fileId))
    .limit(1);
  return custom;
}

// ---- owners (the access check of routes whose `:id` is one of these) ----

export async function submissionOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ p: bidSubmissions.partnerId }).from(bidSubmissions).where(eq(bidSubmissions.id, id)).limit(1);
  return row?.p;
}

export async function customValueOwner(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ p: bidSubmissions.partnerId })
    .from(bidCustomValues)
    .innerJoin(bidSubmissions, eq(bidSubmissions.id, bidCustomValues.submissionId))
    .where(eq(bidCustomValues.id, id))
    .limit(1);
  return row?.p;
}

export async function submissionFileOwner(db: Executor, fileId: string): Promise<string | undefined> {
  const [doc] = await db
    .select({ p: bidSubmissions.partnerId })
    .from(bidSubmissionFiles)
    .innerJoin(bidSubmissions, eq(bidSubmissions.id, bidSubmissionFiles.submissionId))
    .where(eq(bidSubmissionFiles.fileId, fileId))
    .limit(1);
  if (doc) return doc.p;
  const [custom] = await db
    .select({ p: bidSubmissions.partnerId })
    .from(bidCustomValues)
    .innerJoin(bidSubmissions, eq(bidSubmissions.id, bidCustomValues.submissionId))
    .where(eq(bidCustomValues.fileId, fileId))
    .limit(1);
  return custom?.p;
}

/** How many bids a partner has submitted (the supplier profile's applyTotal; bid_submissions_partner_idx). */
export async function countByPartner(db: Executor, partnerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bidSubmissions).where(eq(bidSubmissions.partnerId, partnerId));
  return row?.n ?? 0;
}
