import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Options } from '../src/lib/storage-s3.ts';

export type S3Server = {
  endpoint: string;
  bucket: string;
  /** The environment a server needs to keep its files there. */
  env: Record<string, string>;
  /** The same, for an `S3Storage` made in the test (keys under `files/`, as the server's). */
  options: S3Options;
  close: () => Promise<void>;
};

/**
 * A real S3-compatible server (s3rver, from the npm registry: the S3 REST API over HTTP, objects on
 * disk) on a free port, with one bucket; the AWS SDK talks to it as to any S3 store.
 */
export async function startS3Server(bucket = 'portal-test'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    options: {
      endpoint,
      region: 'us-east-1',
      bucket,
      prefix: 'files/',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
