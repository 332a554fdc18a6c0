import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG, authEndpoints, pathOf } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, partners } from '../src/db/schema.ts';
import { LocalStorage } from '../src/lib/storage.ts';
import { createTestApp, listFiles, multipart, SAMPLE_FILES, type TestApp } from './helpers.ts';

/**
 * Uploads onto a full volume: the files folder is a 1 MB tmpfs (mounting one needs root, as CI
 * runs; skipped otherwise). A 3 MB licence cannot fit.
 */
function mountTmpfs(dir: string): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir]);
    return true;
  } catch {
    return false;
  }
}

const volume = await mkdtemp(path.join(tmpdir(), 'portal-full-'));
const mounted = mountTmpfs(volume);

describe.skipIf(!mounted)('an upload onto a full volume', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { storage: new LocalStorage(volume) });
  });
  afterAll(async () => {
    await t?.close();
    execFileSync('umount', [volume]);
    await rm(volume, { recursive: true, force: true });
  });

  const register = (username: string, taxCode: string, pdf: Buffer) => {
    const body = multipart([
      ...Object.entries({
        username,
        password: 'Moi@2026x',
        confirmPassword: 'Moi@2026x',
        supplierName: 'Công ty Đầy Đĩa',
        ownerName: 'Võ Văn Đầy',
        taxCode,
        phone: '0912345678',
        email: `${username}@daydia.vn`,
        introducerName: 'Phạm Thị Lan',
      }).map(([name, value]) => ({ name, value })),
      { name: 'BusinessLicenseFile[]', filename: 'giay-phep.pdf', content: pdf, type: 'application/pdf' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: pathOf(authEndpoints.register, { type: 'provider' }),
      payload: body.payload,
      headers: body.headers,
    });
  };

  it('answers a clear error, writes no row, leaves no partial file, and keeps serving', async () => {
    const before = { partners: await t.database.db.$count(partners), files: await t.database.db.$count(files) };
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.from(' '.repeat(3 * 1024 * 1024))]);
    const res = await register('ncc_daydia', '0317777777', big);
    expect(res.statusCode).toBe(507);
    expect(res.json().message).toBe(MSG.storageFull);
    expect({ partners: await t.database.db.$count(partners), files: await t.database.db.$count(files) }).toEqual(before);
    expect(await listFiles(volume)).toEqual([]);

    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // The space the refused file took is free again: a licence that fits is stored.
    const fits = await register('ncc_vuadia', '0317777778', SAMPLE_FILES.pdf);
    expect(fits.statusCode, fits.body).toBe(200);
    expect(await t.database.db.$count(files)).toBe(before.files + 1);
  });
});
