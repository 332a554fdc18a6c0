import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { authEndpoints, pathOf } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedFileIds } from '../src/db/files-repository.ts';
import { files } from '../src/db/schema.ts';
import { LocalStorage, type Storage } from '../src/lib/storage.ts';
import { S3Storage } from '../src/lib/storage-s3.ts';
import { sweepStorage } from '../src/lib/storage-sweep.ts';
import { createTestApp, multipart, SAMPLE_FILES, storedIds as ids, type TestApp } from './helpers.ts';
import { startS3Server, type S3Server } from './s3-server.ts';
import { describeUploadRefusals } from './upload-suite.ts';

let s3: S3Server;
let folder: string;
const kinds: Record<string, () => Storage> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  folder = await mkdtemp(path.join(tmpdir(), 'portal-storage-'));
  kinds.local = () => new LocalStorage(folder);
  kinds.s3 = () => new S3Storage(s3.options);
});
afterAll(async () => {
  await s3?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** `size` bytes of a repeating pattern, produced 64 KB at a time: never whole in memory. */
function pattern(size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const n = Math.min(65_536, size - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i++) chunk[i] = (sent + i) % 251;
      sent += n;
      this.push(chunk);
    },
  });
}

async function hashOf(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

describe.each(['local', 's3'])('%s storage', (kind) => {
  const storage = () => kinds[kind]!();

  it('streams a 12 MB file in and out, hashed as it passes', async () => {
    const store = storage();
    const staged = await store.stage(pattern(12 * 1024 * 1024), () => false);
    const expected = await hashOf(pattern(12 * 1024 * 1024));
    expect({ sha256: staged.sha256, size: staged.size }).toEqual(expected);
    expect(staged.head).toHaveLength(4096);
    await store.promote(staged.id);
    expect(await hashOf(await store.open(staged.id))).toEqual(expected);
    expect(await ids(store)).toContain(staged.id);
    await store.remove(staged.id);
    expect(await ids(store)).not.toContain(staged.id);
    await expect(store.open(staged.id)).rejects.toThrow();
  });

  it('reads a staged file whole, and a discarded one is gone', async () => {
    const store = storage();
    const staged = await store.stage(Readable.from([SAMPLE_FILES.pdf]), () => false);
    expect((await store.readStaged(staged.id)).equals(SAMPLE_FILES.pdf)).toBe(true);
    await store.discard(staged.id);
    expect(await ids(store)).not.toContain(staged.id);
  });

  it('keeps nothing of a stream that fails half-way', async () => {
    const store = storage();
    const before = await ids(store);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(65_536, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.stage(failing, () => false)).rejects.toThrow();
    expect(await ids(store)).toEqual(before);
  });

  it('writes a file under a known id (restore)', async () => {
    const store = storage();
    const id = '0b5a1c9e-3f0e-4c51-9d1e-6b7c2a9f0e11';
    await store.write(id, Readable.from([SAMPLE_FILES.png]));
    expect(await hashOf(await store.open(id))).toEqual({
      sha256: createHash('sha256').update(SAMPLE_FILES.png).digest('hex'),
      size: SAMPLE_FILES.png.length,
    });
    await store.remove(id);
  });
});

describe('the sweeper', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The upload suite registers far more often than a person would from one address.
    t = await createTestApp({ REGISTER_RATE_MAX: '1000' }, undefined, { storage: kinds.s3!() });
  });
  afterAll(() => t?.close());

  it('removes objects no row references once past the grace period, and keeps the rest', async () => {
    const kept = await t.storage.stage(Readable.from([SAMPLE_FILES.pdf]), () => false);
    await t.database.db.insert(files).values({
      id: kept.id,
      partnerId: null,
      purpose: 'test',
      originalName: 'giu-lai.pdf',
      mime: 'application/pdf',
      size: kept.size,
      sha256: kept.sha256,
    });
    const orphan = await t.storage.stage(Readable.from([SAMPLE_FILES.pdf]), () => false);
    const isCommitted = (list: string[]) => committedFileIds(t.database.db, list);

    // Young: an upload may still be on its way to its row.
    const young = await sweepStorage(t.storage, isCommitted, 3600_000);
    expect(young.removed).toBe(0);
    expect(await ids(t.storage)).toEqual(expect.arrayContaining([kept.id, orphan.id]));

    const later = await sweepStorage(t.storage, isCommitted, 3600_000, Date.now() + 2 * 3600_000);
    expect(later.removed).toBeGreaterThanOrEqual(1);
    const left = await ids(t.storage);
    expect(left).toContain(kept.id);
    expect(left).not.toContain(orphan.id);
  });
});

describe('uploads into the object store', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The upload suite registers far more often than a person would from one address.
    t = await createTestApp({ REGISTER_RATE_MAX: '1000' }, undefined, { storage: kinds.s3!() });
  });
  afterAll(() => t?.close());

  const fields = {
    username: 'ncc_s3',
    password: 'Moi@2026x',
    confirmPassword: 'Moi@2026x',
    supplierName: 'Công ty TNHH Lưu Trữ',
    ownerName: 'Trần Văn Kho',
    taxCode: '0319999999',
    phone: '0987650000',
    email: 'kho@luutru.vn',
    introducerName: 'Phạm Thị Lan',
  };
  type Part = Parameters<typeof multipart>[0][number];
  const send = (parts: Part[], overrides: Record<string, string> = {}) => {
    const body = multipart([...Object.entries({ ...fields, ...overrides }).map(([name, value]) => ({ name, value })), ...parts]);
    return t.app.inject({
      method: 'POST',
      url: pathOf(authEndpoints.register, { type: 'provider' }),
      payload: body.payload,
      headers: body.headers,
    });
  };

  describeUploadRefusals({ route: 'registration, S3', fileField: 'BusinessLicenseFile[]', send: (parts) => send(parts), app: () => t });

  it('an accepted upload is one object, and a registration refused after its files were stored leaves none', async () => {
    const license = { name: 'BusinessLicenseFile[]', filename: 'giay-phep.pdf', content: SAMPLE_FILES.pdf, type: 'application/pdf' };
    const before = await ids(t.storage);
    const ok = await send([license]);
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await ids(t.storage);
    expect(after).toHaveLength(before.length + 1);
    // Same tax code: refused once the files are staged; the staged object must go.
    const again = await send([license], { username: 'ncc_s3_hai', email: 'hai@luutru.vn' });
    expect(again.statusCode).toBe(409);
    expect(await ids(t.storage)).toEqual(after);
  });
});
