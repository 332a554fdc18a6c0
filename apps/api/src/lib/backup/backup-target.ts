import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { BACKUP_TEXT } from '@portal/contract';
import type { Env } from '../../env.ts';
import { AppError } from '../app-error.ts';
import { s3Client } from '../storage-s3.ts';
import { type S3Settings, s3Options } from '../storage-sweep.ts';
import { type Manifest, MANIFEST_FILE, manifestSchema, readManifest } from './manifest.ts';

/*
 * Where the scheduled backup (`system.backup`) writes: a folder (BACKUP_DIR) or the S3 bucket of the
 * S3_ settings under BACKUP_S3_PREFIX. A backup there is the same folder `npm run admin -- backup`
 * writes, named `portal-YYYY-MM-DD-HHmmss` (Vietnam time, so names sort by age). Keeping the latest N
 * looks only at names of that shape whose manifest.json reads as a portal backup: a backup someone
 * copied there by hand under another name, or an unfinished one, is never removed.
 */

/** The name of the backup taken at `at`: `portal-2026-05-01-020000` (Vietnam time, UTC+7). */
export function backupName(at: Date): string {
  const vn = new Date(at.getTime() + 7 * 3600_000).toISOString();
  return `portal-${vn.slice(0, 10)}-${vn.slice(11, 13)}${vn.slice(14, 16)}${vn.slice(17, 19)}`;
}
const SCHEDULED_NAME = /^portal-\d{4}-\d{2}-\d{2}-\d{6}$/;

export type WrittenBackup = { location: string; sizeBytes: number; fileCount: number };

export type BackupTarget = {
  /** Where backups go, as the desk and the e-mail say it (a folder, or `s3://bucket/prefix`). */
  place: string;
  /** Where the backup `name` goes. */
  locationOf(name: string): string;
  /**
   * Writes the backup `name` through `make` (createBackup into a local folder) and answers where it
   * is and how big. On failure nothing of it is left behind, and the error is thrown.
   */
  write(name: string, make: (dir: string) => Promise<Manifest>): Promise<WrittenBackup>;
  /** The complete scheduled backups there, oldest first. */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
};

/** What the target is read from: the place, the bucket's settings, and DATA_DIR for the staging folder. */
export type BackupSettings = Pick<Env, 'BACKUP_DIR' | 'BACKUP_S3_PREFIX' | 'dataDir'> & S3Settings;

/** The target the environment names; undefined when neither BACKUP_DIR nor BACKUP_S3_PREFIX is set. */
export function backupTarget(env: BackupSettings): BackupTarget | undefined {
  if (env.BACKUP_DIR) return folderTarget(path.resolve(env.BACKUP_DIR));
  if (env.BACKUP_S3_PREFIX) {
    const options = { ...s3Options(env), prefix: env.BACKUP_S3_PREFIX };
    return s3Target(s3Client(options), options.bucket, options.prefix, path.join(env.dataDir, 'backup-staging'));
  }
  return undefined;
}

const checkName = (name: string) => {
  if (!SCHEDULED_NAME.test(name)) throw new Error(`not a scheduled backup: ${name}`);
};

/** Every file under `dir`, relative to it, with its size. */
async function filesUnder(dir: string): Promise<{ file: string; size: number }[]> {
  const out: { file: string; size: number }[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.push({ file: path.relative(dir, full), size: (await stat(full)).size });
  }
  return out;
}

export function folderTarget(root: string): BackupTarget {
  return {
    place: root,
    locationOf: (name) => path.join(root, name),
    async write(name, make) {
      checkName(name);
      const dir = path.join(root, name);
      await mkdir(root, { recursive: true });
      // Made here, never found: so whatever a failure leaves in it is this run's to remove.
      await mkdir(dir).catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'EEXIST' ? new AppError('conflict', BACKUP_TEXT.targetExists(dir)) : err;
      });
      try {
        const manifest = await make(dir);
        const sizeBytes = (await filesUnder(dir)).reduce((sum, f) => sum + f.size, 0);
        return { location: dir, sizeBytes, fileCount: manifest.files.length };
      } catch (err) {
        await rm(dir, { recursive: true, force: true }).catch(() => undefined);
        throw err;
      }
    },
    async list() {
      const names = (await readdir(root).catch(() => [] as string[])).filter((n) => SCHEDULED_NAME.test(n)).sort();
      const complete: string[] = [];
      for (const name of names) {
        if (
          await readManifest(path.join(root, name)).then(
            () => true,
            () => false,
          )
        )
          complete.push(name);
      }
      return complete;
    },
    async remove(name) {
      checkName(name);
      await rm(path.join(root, name), { recursive: true, force: true });
    },
  };
}

/**
 * The backup is written to a staging folder under DATA_DIR (the one folder a server may write), then
 * uploaded file by file, manifest.json last: a backup whose upload stopped has no manifest there, and
 * its objects are deleted.
 */
export function s3Target(client: S3Client, bucket: string, prefix: string, stagingRoot: string): BackupTarget {
  const keyOf = (name: string, file = '') => `${prefix}${name}/${file.split(path.sep).join('/')}`;
  const locationOf = (name: string) => `s3://${bucket}/${keyOf(name)}`;

  async function keysUnder(keyPrefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: keyPrefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async function remove(name: string) {
    checkName(name);
    for (const key of await keysUnder(keyOf(name))) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  }

  async function put(key: string, file: string) {
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: key, Body: createReadStream(file) },
      partSize: 5 * 1024 * 1024,
      queueSize: 1,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async function isComplete(name: string): Promise<boolean> {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name, MANIFEST_FILE) }));
      return manifestSchema.safeParse(JSON.parse((await res.Body?.transformToString()) ?? '')).success;
    } catch {
      return false;
    }
  }

  return {
    place: `s3://${bucket}/${prefix}`,
    locationOf,
    async write(name, make) {
      checkName(name);
      if ((await keysUnder(keyOf(name))).length) throw new AppError('conflict', BACKUP_TEXT.targetExists(locationOf(name)));
      const staging = path.join(stagingRoot, name);
      await rm(staging, { recursive: true, force: true });
      await mkdir(staging, { recursive: true });
      try {
        const manifest = await make(staging);
        const files = await filesUnder(staging);
        const last = files.filter((f) => f.file === MANIFEST_FILE);
        try {
          for (const f of [...files.filter((f) => f.file !== MANIFEST_FILE), ...last])
            await put(keyOf(name, f.file), path.join(staging, f.file));
        } catch (err) {
          await remove(name).catch(() => undefined);
          throw new AppError('business_rule', BACKUP_TEXT.uploadFailed(locationOf(name), err instanceof Error ? err.message : String(err)));
        }
        return { location: locationOf(name), sizeBytes: files.reduce((sum, f) => sum + f.size, 0), fileCount: manifest.files.length };
      } finally {
        await rm(staging, { recursive: true, force: true }).catch(() => undefined);
      }
    },
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, Delimiter: '/', ContinuationToken: token }),
        );
        for (const p of page.CommonPrefixes ?? []) {
          const name = p.Prefix?.slice(prefix.length, -1) ?? '';
          if (SCHEDULED_NAME.test(name)) names.push(name);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      const complete: string[] = [];
      for (const name of names.sort()) if (await isComplete(name)) complete.push(name);
      return complete;
    },
    remove,
  };
}
