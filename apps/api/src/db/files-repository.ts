import { inArray } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { files } from './schema.ts';

/** Which of these file ids have a committed row (storage recovery after a crash). */
export async function committedFileIds(db: Executor, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  return new Set(rows.map((r) => r.id));
}
