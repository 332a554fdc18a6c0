import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCATION_IMPORT_TEXT, locationEndpoints, ORDER_MSG } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { provinces, wards } from '../src/db/schema.ts';
import { LOCATIONS_CSV, parseLocationsCsv } from '../src/modules/locations/locations-service.ts';
import { withDatabase } from './global-setup.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { API_ROOT } from './server-process.ts';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'portal-locations-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ url, query });

describe('the three levels over the 2025 units (docs/decisions/locations.md)', () => {
  it('answers the 34 provinces with their official codes, for anyone', async () => {
    const res = await get(locationEndpoints.provinces.path);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ maTinh: string; tenTinh: string }>;
    expect(list).toHaveLength(34);
    expect(list).toContainEqual({ maTinh: '01', tenTinh: 'Thành phố Hà Nội' });
    expect(list).toContainEqual({ maTinh: '79', tenTinh: 'Thành phố Hồ Chí Minh' });
    expect(list).toContainEqual({ maTinh: '48', tenTinh: 'Thành phố Đà Nẵng' });
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('answers one pseudo-district per province, coded as the province', async () => {
    expect((await get(locationEndpoints.districts.path, { maTinh: '79' })).json().data).toEqual([
      { maHuyen: '79', tenHuyen: 'Toàn thành phố', maTinh: '79' },
    ]);
    expect((await get(locationEndpoints.districts.path, { maTinh: '04' })).json().data).toEqual([
      { maHuyen: '04', tenHuyen: 'Toàn tỉnh', maTinh: '04' },
    ]);
    expect((await get(locationEndpoints.districts.path, { maTinh: '99' })).json().data).toEqual([]);
    const missing = await get(locationEndpoints.districts.path);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(ORDER_MSG.province);
  });

  it('answers the real communes and wards under the pseudo-district, for Hà Nội, TP Hồ Chí Minh and Đà Nẵng at least', async () => {
    const wardsOf = async (maHuyen: string) =>
      (await get(locationEndpoints.wards.path, { maHuyen })).json().data as Array<{ maXa: string; tenXa: string }>;
    const hcm = await wardsOf('79');
    expect(hcm).toHaveLength(168);
    expect(hcm).toContainEqual({ maXa: '26740', tenXa: 'Phường Sài Gòn', maHuyen: '79' });
    expect(await wardsOf('01')).toContainEqual({ maXa: '00004', tenXa: 'Phường Ba Đình', maHuyen: '01' });
    expect((await wardsOf('01')).length).toBe(126);
    expect(await wardsOf('48')).toContainEqual({ maXa: '20242', tenXa: 'Phường Hải Châu', maHuyen: '48' });
    expect(await wardsOf('99')).toEqual([]);
    expect((await get(locationEndpoints.wards.path)).statusCode).toBe(400);
  });
});

describe('the official list and its import', () => {
  it('the checked-in CSV holds the 34 provinces and 3,321 communes, wards and special zones', async () => {
    const rows = parseLocationsCsv(await readFile(LOCATIONS_CSV, 'utf8'));
    expect(rows.provinces).toHaveLength(34);
    expect(rows.wards).toHaveLength(3321);
  });

  it('refuses a bad line with its line number, before writing anything', () => {
    const head = 'maTinh,tenTinh,maXa,tenXa\n';
    const refused = (text: string) => {
      try {
        parseLocationsCsv(text);
      } catch (err) {
        return (err as Error).message;
      }
      return 'accepted';
    };
    expect(refused('ma,ten\n01,A,00001,B\n')).toBe(LOCATION_IMPORT_TEXT.header);
    expect(refused(head)).toBe(LOCATION_IMPORT_TEXT.empty);
    expect(refused(`${head}01,Hà Nội,00004,Ba Đình\n1,Hà Nội,00008,Ngọc Hà\n`)).toBe(LOCATION_IMPORT_TEXT.provinceCode(3, '1'));
    expect(refused(`${head}01,Hà Nội,0004,Ba Đình\n`)).toBe(LOCATION_IMPORT_TEXT.wardCode(2, '0004'));
    expect(refused(`${head}01,Hà Nội,00004\n`)).toBe(LOCATION_IMPORT_TEXT.columns(2));
    expect(refused(`${head}01,,00004,Ba Đình\n`)).toBe(LOCATION_IMPORT_TEXT.provinceName(2));
    expect(refused(`${head}01,Hà Nội,00004,\n`)).toBe(LOCATION_IMPORT_TEXT.wardName(2));
    expect(refused(`${head}01,Hà Nội,00004,A\n01,Hà Nội,00004,B\n`)).toBe(LOCATION_IMPORT_TEXT.wardDuplicate(3, '00004'));
    expect(refused(`${head}01,Hà Nội,00004,A\n01,Ha Noi,00008,B\n`)).toBe(LOCATION_IMPORT_TEXT.provinceNameConflict(3, '01'));
    expect(refused(`${head}01,"Thành phố Hà Nội",00004,"Phường ""Ba"" Đình"\r\n`)).toBe('accepted');
  });

  /** `npm run admin -- import-locations <file>` against this test's database. */
  const runImport = (file: string) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, ['src/cli/admin.ts', 'import-locations', file], {
        cwd: API_ROOT,
        env: {
          ...process.env,
          DATABASE_URL: withDatabase(inject('pgAdminUrl'), t.dbName),
          DATA_DIR: dir,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
      });
      child.stderr.on('data', (c: Buffer) => {
        out += c.toString();
      });
      child.once('exit', (code) => resolve({ code, out }));
    });

  it('the command upserts a CSV in one transaction, idempotently, and writes nothing when a row is bad', async () => {
    const good = path.join(dir, 'good.csv');
    await writeFile(
      good,
      'maTinh,tenTinh,maXa,tenXa\n01,Thành phố Hà Nội,00004,Phường Ba Đình (đổi tên thử)\n01,Thành phố Hà Nội,99901,Phường Thử Nghiệm\n',
    );
    const first = await runImport(good);
    expect(first.out).toContain(LOCATION_IMPORT_TEXT.done(1, 2));
    expect(first.code).toBe(0);
    const again = await runImport(good);
    expect(again.code).toBe(0);
    const rows = await t.database.db
      .select()
      .from(wards)
      .where(inArray(wards.code, ['00004', '99901']));
    expect(rows.map((r) => [r.code, r.name]).sort()).toEqual([
      ['00004', 'Phường Ba Đình (đổi tên thử)'],
      ['99901', 'Phường Thử Nghiệm'],
    ]);
    expect((await t.database.db.select().from(provinces)).length).toBe(34);

    const bad = path.join(dir, 'bad.csv');
    await writeFile(
      bad,
      'maTinh,tenTinh,maXa,tenXa\n01,Thành phố Hà Nội,99902,Phường Không Được Nhập\n01,Thành phố Hà Nội,9x,Phường Lỗi\n',
    );
    const refused = await runImport(bad);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(LOCATION_IMPORT_TEXT.wardCode(3, '9x'));
    expect(refused.out).toContain(LOCATION_IMPORT_TEXT.failed);
    expect(await t.database.db.select().from(wards).where(eq(wards.code, '99902'))).toEqual([]);

    const missing = await runImport(path.join(dir, 'khong-co.csv'));
    expect(missing.code).toBe(1);
    expect(missing.out).toContain(LOCATION_IMPORT_TEXT.fileUnreadable(path.join(dir, 'khong-co.csv')));
  }, 60_000);
});
