import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { files } from './schema.ts';

/** What the storage knows of an accepted upload: enough to write its `files` row. */
export type StoredUpload = { id: string; name: string; mime: string; size: number; sha256: string };

/*
 * The one writer of `files` rows (scripts/check-imports.ts holds it): every area records its
 * accepted uploads here, with what they are for and the partner that owns them (null for the
 * operator's own files), and drops or re-labels them here. Bytes are the storage's: a row no longer
 * referenced leaves the storage with the hourly sweep.
 */

/** Records accepted uploads. */
export async function insertFileRows(
  db: Executor,
  owner: { purpose: string; partnerId: string | null },
  uploads: readonly StoredUpload[],
): Promise<void> {
  if (!uploads.length) return;
  await db.insert(files).values(
    uploads.map((u) => ({
      id: u.id,
      partnerId: owner.partnerId,
      purpose: owner.purpose,
      originalName: u.name,
      mime: u.mime,
      size: u.size,
      sha256: u.sha256,
    })),
  );
}

/** Which of these file ids have a committed row (storage recovery after a crash). */
export async function committedFileIds(db: Executor, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Deletes these file rows (in the caller's transaction); answers the names of those that existed. */
export async function deleteFileRows(db: Executor, ids: readonly string[]): Promise<Array<{ id: string; name: string }>> {
  if (!ids.length) return [];
  return db
    .delete(files)
    .where(inArray(files.id, [...ids]))
    .returning({ id: files.id, name: files.originalName });
}

/** Gives a partner's files of one purpose another (kept, out of the first purpose's lists). */
export async function repurposeFileRows(
  db: Executor,
  owner: { partnerId: string; from: string; to: string },
  ids: readonly string[],
): Promise<void> {
  if (!ids.length) return;
  await db
    .update(files)
    .set({ purpose: owner.to })
    .where(and(eq(files.partnerId, owner.partnerId), eq(files.purpose, owner.from), inArray(files.id, [...ids])));
}
