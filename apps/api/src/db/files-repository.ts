import { inArray } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { files } from './schema.ts';

/** What the storage knows of an accepted upload: enough to write its `files` row. */
export type StoredUpload = { id: string; name: string; mime: string; size: number; sha256: string };

/**
 * The one writer of `files` rows: every area records its accepted uploads here, with what they
 * are for and the partner that owns them (null for the operator's own files).
 */
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
