import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StagedFile = { id: string; size: number; sha256: string; head: Buffer; truncated: boolean };
/** A file the storage holds, staged or promoted, with when it was last written. */
export type StoredObject = { id: string; size: number; modified: Date };

/**
 * Where uploaded bytes live. Writes are two-phase so that a crash never leaves a stored file
 * without its database row, nor a row without its file: bytes are staged under `tmp/<id>`, the
 * row is committed, then the file is promoted. `recover` finishes or discards what a crash cut.
 */
export interface Storage {
  stage(stream: Readable, isTruncated: () => boolean): Promise<StagedFile>;
  /** The whole of a staged file (at most the upload limit), for checks that read past the head. */
  readStaged(id: string): Promise<Buffer>;
  promote(id: string): Promise<void>;
  discard(id: string): Promise<void>;
  /** A promoted file's bytes, streamed; rejects when there is no such file. */
  open(id: string): Promise<Readable>;
  recover(isCommitted: (ids: string[]) => Promise<Set<string>>): Promise<{ promoted: number; discarded: number }>;
  /** Every file held, staged or promoted (the sweeper and backups walk it). */
  list(): AsyncIterable<StoredObject>;
  /** Stores bytes under a known id, promoted at once (a restore from a backup). */
  write(id: string, stream: Readable): Promise<void>;
  /** Removes a file, staged or promoted; a missing one is not an error. */
  remove(id: string): Promise<void>;
}

/**
 * Counts, hashes and keeps the first 4 KB of the bytes passing through (a staged upload's size,
 * SHA-256 and head, for the checks that follow), without holding the rest.
 */
export function meterUpload(): { stream: Transform; result: () => { size: number; sha256: string; head: Buffer } } {
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      hash.update(chunk);
      if (head.length < 4096) head = Buffer.concat([head, chunk.subarray(0, 4096 - head.length)]);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex'), head }) };
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class LocalStorage implements Storage {
  readonly root: string;
  private readonly tmp: string;

  constructor(root: string) {
    this.root = root;
    this.tmp = path.join(root, 'tmp');
  }

  private finalPath(id: string): string {
    if (!ID.test(id)) throw new Error('invalid file id');
    return path.join(this.root, id.slice(0, 2), id);
  }

  async stage(stream: Readable, isTruncated: () => boolean): Promise<StagedFile> {
    await mkdir(this.tmp, { recursive: true });
    const id = randomUUID();
    const target = path.join(this.tmp, id);
    const meter = meterUpload();
    try {
      await pipeline(stream, meter.stream, createWriteStream(target, { mode: 0o640 }));
    } catch (err) {
      await rm(target, { force: true });
      throw err;
    }
    return { id, ...meter.result(), truncated: isTruncated() };
  }

  async readStaged(id: string): Promise<Buffer> {
    if (!ID.test(id)) throw new Error('invalid file id');
    return readFile(path.join(this.tmp, id));
  }

  async promote(id: string): Promise<void> {
    const dest = this.finalPath(id);
    await mkdir(path.dirname(dest), { recursive: true });
    await rename(path.join(this.tmp, id), dest);
  }

  async discard(id: string): Promise<void> {
    if (!ID.test(id)) return;
    await rm(path.join(this.tmp, id), { force: true });
  }

  async open(id: string): Promise<Readable> {
    const file = this.finalPath(id);
    await stat(file);
    return createReadStream(file);
  }

  async *list(): AsyncIterable<StoredObject> {
    let dirs: string[];
    try {
      dirs = await readdir(this.root);
    } catch {
      return;
    }
    for (const dir of dirs) {
      const folder = path.join(this.root, dir);
      let names: string[];
      try {
        names = (await readdir(folder)).filter((n) => ID.test(n));
      } catch {
        continue;
      }
      for (const name of names) {
        const info = await stat(path.join(folder, name)).catch(() => undefined);
        if (info?.isFile()) yield { id: name, size: info.size, modified: info.mtime };
      }
    }
  }

  async write(id: string, stream: Readable): Promise<void> {
    const dest = this.finalPath(id);
    await mkdir(path.dirname(dest), { recursive: true });
    await mkdir(this.tmp, { recursive: true });
    const partial = path.join(this.tmp, `${id}.restore`);
    try {
      await pipeline(stream, createWriteStream(partial, { mode: 0o640 }));
      await rename(partial, dest);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async remove(id: string): Promise<void> {
    if (!ID.test(id)) return;
    await rm(this.finalPath(id), { force: true });
    await rm(path.join(this.tmp, id), { force: true });
  }

  async recover(isCommitted: (ids: string[]) => Promise<Set<string>>) {
    await mkdir(this.tmp, { recursive: true });
    const names = (await readdir(this.tmp)).filter((n) => ID.test(n));
    const committed = names.length ? await isCommitted(names) : new Set<string>();
    let promoted = 0;
    let discarded = 0;
    for (const name of names) {
      if (committed.has(name)) {
        await this.promote(name);
        promoted++;
      } else {
        await this.discard(name);
        discarded++;
      }
    }
    // Anything else in tmp (a partial write with a foreign name) is garbage too.
    for (const other of (await readdir(this.tmp)).filter((n) => !ID.test(n))) {
      await rm(path.join(this.tmp, other), { recursive: true, force: true });
    }
    return { promoted, discarded };
  }
}
