import { pipeline, type Readable, Transform } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';

/*
 * Reading an untrusted ZIP without trusting it. The sizes a ZIP declares (local header, central
 * directory) are written by whoever made it: a part that declares 4 KB may inflate to 300 MB. So
 * what an entry inflates to is counted as it inflates, and the inflation stops the moment the
 * count passes the bound; the declared sizes only serve to refuse an archive early.
 */

/** An archive or entry that is, or inflates to, more than its bounds allow. */
export class ZipLimitError extends Error {
  constructor(message = 'ZIP over its limits') {
    super(message);
    this.name = 'ZipLimitError';
  }
}

/** Bytes shared by several counters: what every entry of one archive may inflate to together. */
export type ByteBudget = { readonly max: number; used: number };

/**
 * A pass-through that counts the bytes going by and fails with ZipLimitError once they pass `max`
 * (or, with a `budget`, once all the counters sharing it pass its `max`). Put right after an
 * inflater: the inflater only works as fast as this is read, so no more than `max` and one
 * inflater chunk (16 KB) is ever produced.
 */
export function byteLimit(max: number, budget?: ByteBudget): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (budget) budget.used += chunk.length;
      if (seen > max || (budget && budget.used > budget.max)) return done(new ZipLimitError());
      done(null, chunk);
    },
  });
}

export type ZipLimits = {
  /** Entries the directory may list. */
  maxEntries: number;
  /** What one entry may inflate to (and never more than the entry itself declares). */
  maxEntryBytes: number;
  /** What the entries read may inflate to together; the directory's declared total is held to it too. */
  maxTotalBytes: number;
};

export type BoundedZip = {
  /** The central directory, in its order. */
  readonly entries: readonly yauzl.Entry[];
  /**
   * An entry's content, inflated through a counter: the stream fails with ZipLimitError as soon as
   * the entry passes what it declares, `maxBytes` or the archive's budget. Rejects, inflating
   * nothing, when the declared size is already over.
   */
  open(entry: yauzl.Entry, maxBytes?: number): Promise<Readable>;
  /** Stops every stream still open (inflaters included) and closes the archive. */
  close(): void;
};

// yauzl 3's raw read (no inflater of its own), newer than @types/yauzl.
const RAW = { decodeFileData: false } as unknown as yauzl.ZipFileOptions;
const STORED = 0;
const DEFLATED = 8;

/**
 * Opens a ZIP (a file path or its bytes) and reads its whole directory; refuses (ZipLimitError)
 * more entries than `maxEntries` or a declared total over `maxTotalBytes`. Any other fault of the
 * archive rejects with yauzl's error. The caller must `close()` it.
 */
export function openBoundedZip(source: string | Buffer, limits: ZipLimits): Promise<BoundedZip> {
  return new Promise((resolve, reject) => {
    const options: yauzl.Options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false };
    const opened = (err: Error | null, zip: yauzl.ZipFile | undefined) => {
      if (err || !zip) return reject(err ?? new Error('ZIP not opened'));
      const fail = (error: Error) => {
        zip.close();
        reject(error);
      };
      if (zip.entryCount > limits.maxEntries) return fail(new ZipLimitError());
      const entries: yauzl.Entry[] = [];
      let declared = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push(entry);
        declared += entry.uncompressedSize;
        if (declared > limits.maxTotalBytes) fail(new ZipLimitError());
        else zip.readEntry();
      });
      zip.on('error', fail);
      zip.on('end', () => resolve(bounded(zip, entries, limits)));
      zip.readEntry();
    };
    if (typeof source === 'string') yauzl.open(source, options, opened);
    else yauzl.fromBuffer(source, options, opened);
  });
}

function bounded(zip: yauzl.ZipFile, entries: yauzl.Entry[], limits: ZipLimits): BoundedZip {
  const budget: ByteBudget = { max: limits.maxTotalBytes, used: 0 };
  const live = new Set<Readable>();
  let closed = false;
  return {
    entries,
    open(entry, maxBytes = limits.maxEntryBytes) {
      return new Promise((resolve, reject) => {
        if (closed) return reject(new Error('ZIP closed'));
        if (entry.uncompressedSize > Math.min(maxBytes, limits.maxEntryBytes)) return reject(new ZipLimitError());
        if (entry.isEncrypted() || (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED))
          return reject(new Error(`ZIP entry not readable: ${entry.fileName}`));
        zip.openReadStream(entry, RAW, (err, raw) => {
          if (err || !raw) return reject(err ?? new Error('ZIP entry not opened'));
          if (closed) {
            raw.destroy();
            return reject(new Error('ZIP closed'));
          }
          // What the entry declares, now known to be within bounds, is all it may inflate to.
          const counted = byteLimit(entry.uncompressedSize, budget);
          live.add(counted);
          const stages = entry.compressionMethod === DEFLATED ? [raw, createInflateRaw(), counted] : [raw, counted];
          // On any failure or early stop pipeline destroys every stage: the file read, the inflater's
          // zlib memory and the counter (which hands the error to whoever reads it).
          pipeline(stages, () => live.delete(counted));
          resolve(counted);
        });
      });
    },
    close() {
      if (closed) return;
      closed = true;
      for (const stream of live) stream.destroy();
      live.clear();
      zip.close();
    },
  };
}
