import path from 'node:path';
import type { Env } from '../env.ts';
import { type S3Options, S3Storage } from './storage-s3.ts';
import { LocalStorage, type Storage } from './storage.ts';

export type S3Settings = Pick<
  Env,
  'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_PREFIX' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** The bucket the S3_ settings name, with the stored files' prefix. */
export function s3Options(env: S3Settings): S3Options {
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET ?? '',
    prefix: env.S3_PREFIX,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** The storage the environment asks for: the local folder under DATA_DIR, or an S3 bucket. */
export function createStorage(env: Env): Storage {
  if (env.STORAGE === 's3') return new S3Storage(s3Options(env));
  return new LocalStorage(path.join(env.dataDir, 'files'));
}

const BATCH = 500;

/**
 * Removes stored files that no `files` row references and that are older than the grace period:
 * what a crash between storing and committing left, or an upload rolled back where the discard
 * itself failed. The grace keeps uploads still on their way to their row.
 */
export async function sweepStorage(
  storage: Storage,
  isCommitted: (ids: string[]) => Promise<Set<string>>,
  graceMs: number,
  now = Date.now(),
): Promise<{ checked: number; removed: number }> {
  const cutoff = now - graceMs;
  let checked = 0;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const ids = batch;
    batch = [];
    if (!ids.length) return;
    const committed = await isCommitted(ids);
    for (const id of ids) {
      if (committed.has(id)) continue;
      await storage.remove(id);
      removed++;
    }
  };
  for await (const object of storage.list()) {
    checked++;
    if (object.modified.getTime() > cutoff) continue;
    batch.push(object.id);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return { checked, removed };
}
