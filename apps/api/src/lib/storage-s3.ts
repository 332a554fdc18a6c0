import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { meterUpload, type StagedFile, type Storage, type StoredObject } from './storage.ts';

export type S3Options = {
  endpoint?: string;
  region: string;
  bucket: string;
  /** Keys are `<prefix><file id>`. */
  prefix: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`endpoint/bucket/key`), as most self-hosted stores need. */
  forcePathStyle: boolean;
};

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Multipart parts: an upload holds at most two parts in memory, whatever its size. */
const PART_SIZE = 5 * 1024 * 1024;

/** A client for the store the options name (the files' storage, and the scheduled backup's uploads). */
export function s3Client(options: Omit<S3Options, 'bucket' | 'prefix'>): S3Client {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible stores reject the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3-compatible object store, behind the same interface as the local folder. An
 * object has no cheap rename, so a staged file is written under its final key at once: `promote`
 * has nothing to do, `discard` deletes it, and an object that a crash left without its row is
 * removed by the sweeper (`storage.sweep`) once it is older than the grace period.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3Options) {
    this.bucket = options.bucket;
    this.prefix = options.prefix;
    this.client = s3Client(options);
  }

  private key(id: string): string {
    if (!ID.test(id)) throw new Error('invalid file id');
    return this.prefix + id;
  }

  /** Answers when the bucket is reachable (start-up and readiness). */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  private async put(key: string, body: Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body },
      partSize: PART_SIZE,
      queueSize: 1,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async stage(stream: Readable, isTruncated: () => boolean): Promise<StagedFile> {
    const id = randomUUID();
    const meter = meterUpload();
    const body = new PassThrough();
    try {
      await Promise.all([pipeline(stream, meter.stream, body), this.put(this.key(id), body)]);
    } catch (err) {
      body.destroy();
      await this.remove(id).catch(() => undefined);
      throw err;
    }
    return { id, ...meter.result(), truncated: isTruncated() };
  }

  async readStaged(id: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.open(id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async promote(_id: string): Promise<void> {
    // Staged under its final key already.
  }

  async discard(id: string): Promise<void> {
    if (ID.test(id)) await this.remove(id);
  }

  async open(id: string): Promise<Readable> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(id) }));
      return res.Body as Readable;
    } catch (err) {
      if (err instanceof NoSuchKey) throw new Error('no such file');
      throw err;
    }
  }

  async recover(): Promise<{ promoted: number; discarded: number }> {
    // Nothing staged outside its final key: the sweeper removes what no row references.
    return { promoted: 0, discarded: 0 };
  }

  async *list(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const id = object.Key?.slice(this.prefix.length) ?? '';
        if (ID.test(id)) yield { id, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async write(id: string, stream: Readable): Promise<void> {
    await this.put(this.key(id), stream);
  }

  async remove(id: string): Promise<void> {
    if (!ID.test(id)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(id) }));
  }
}
