import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  COMPANY_LIMITS,
  COMPANY_MSG,
  checkUploadName,
  isCalendarDay,
  MSG,
  ROSTER_COLUMN_LABELS,
  ROSTER_COLUMNS,
  ROSTER_FILE_FIELD,
  type RosterColumn,
  rules,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { type BoundedZip, openBoundedZip, type ZipLimits } from '../../lib/bounded-zip.ts';

/*
 * The roster file (spec 3 §2 "Staff import"): the upload written to a temporary file, read row
 * by row (exceljs's streaming reader for .xlsx, a small streaming parser for .csv), each row
 * checked on its own. Nothing here touches the database; the service stages what it yields.
 */

export type RosterFileKind = 'xlsx' | 'csv';
export const ROSTER_FILE_KINDS: readonly RosterFileKind[] = ['xlsx', 'csv'];

/** A row as stored and compared: every text trimmed, the date ISO, gender 0 (Nam) or 1 (Nữ). */
export type RosterValues = {
  cccd: string;
  bhyt: string;
  name: string;
  birthDate: string;
  gender: number;
  phone: string;
  email: string;
  address: string;
};
export type RowError = { column: RosterColumn; message: string };
/** A checked row: its values (as read when it has errors, so the error file shows what was written) and its errors. */
export type CheckedRow =
  | { rowNumber: number; ok: true; values: RosterValues }
  | { rowNumber: number; ok: false; values: Record<RosterColumn, string>; errors: RowError[] };

// ——— the upload ———

export type RosterUpload = {
  fields: Record<string, string>;
  file: { path: string; name: string; kind: RosterFileKind; size: number } | null;
};

/**
 * Reads the multipart call: its text fields and at most one roster file, written to a temporary
 * file under the data folder (never into storage). The caller removes it with `discardUpload`
 * whatever happens; a refused file is removed here.
 */
export async function readRosterUpload(request: FastifyRequest, dataDir: string): Promise<RosterUpload> {
  if (!request.isMultipart()) throw new AppError('unsupported_media', MSG.unsupportedMedia);
  const fields: Record<string, string> = {};
  let file: RosterUpload['file'] = null;
  const limits = { fileSize: COMPANY_LIMITS.importMaxBytes, files: 2, fields: 20, fieldSize: 64 * 1024, parts: 30, headerPairs: 200 };
  try {
    for await (const part of request.parts({ limits, preservePath: true })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw new AppError('validation', MSG.badRequest);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== ROSTER_FILE_FIELD || file) {
        part.file.resume();
        throw new AppError('validation', MSG.badRequest, { [part.fieldname]: [MSG.badRequest] });
      }
      const named = checkUploadName(part.filename ?? '', ROSTER_FILE_KINDS);
      if (named.kind === 'reject') {
        part.file.resume();
        throw named.reason === 'name'
          ? new AppError('validation', named.message)
          : AppError.field(ROSTER_FILE_FIELD, COMPANY_MSG.importFileType, 'unsupported_media');
      }
      const dir = path.join(dataDir, 'roster-tmp');
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, `${randomUUID()}.${named.extension}`);
      file = { path: target, name: named.name, kind: named.extension as RosterFileKind, size: 0 };
      const counted = file;
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          counted.size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(part.file, meter, createWriteStream(target, { mode: 0o600 }));
      if (part.file.truncated) throw AppError.field(ROSTER_FILE_FIELD, COMPANY_MSG.importFileSize, 'payload_too_large');
      if (counted.size === 0) throw AppError.field(ROSTER_FILE_FIELD, COMPANY_MSG.importEmpty);
      if (counted.kind === 'xlsx' && !(await startsWithZip(target)))
        throw AppError.field(ROSTER_FILE_FIELD, COMPANY_MSG.importFileType, 'unsupported_media');
    }
  } catch (err) {
    await discardUpload(file);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw AppError.field(ROSTER_FILE_FIELD, COMPANY_MSG.importFileSize, 'payload_too_large');
    throw err;
  }
  return { fields, file };
}

export async function discardUpload(file: RosterUpload['file']): Promise<void> {
  if (file) await rm(file.path, { force: true });
}

async function startsWithZip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  } finally {
    await handle.close();
  }
}

// ——— reading rows ———

type Cell = string | number | boolean | Date | null;
type SheetRow = { rowNumber: number; cells: Cell[] };

const unreadable = () => AppError.field(ROSTER_FILE_FIELD, COMPANY_MSG.importUnreadable);

/** An exceljs cell value reduced to what it shows: a formula's result, rich text's text, a link's text. */
function plain(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
    if ('result' in v) return plain(v.result);
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return plain(v.text);
  }
  return null;
}

const MB = 1024 * 1024;
/**
 * What a workbook may unpack to, counted as it inflates (its headers can claim anything): far above
 * a real roster (20,000 rows with every field at its longest is 12 MB of shared strings and 7 MB of
 * sheet), far below a ZIP bomb. The sheet streams row by row, but the shared strings and the styles
 * stay in memory, where many short strings take about eight times their size: hence their
 * tighter bounds (16 MB of them is some 130 MB of memory).
 */
const XLSX_LIMITS: ZipLimits = { maxEntries: 2_000, maxEntryBytes: 32 * MB, maxTotalBytes: 100 * MB };
const SHARED_STRINGS_MAX = 16 * MB;
const METADATA_MAX = 8 * MB;
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * exceljs's own reader unzips with a library that inflates whatever an entry holds, whatever its
 * headers declare, and writes sheets it meets before the shared strings to temporary files. Its
 * part parsers take any stream, so the parts are inflated here, bounded, and handed to them in the
 * order each needs the one before: these are those parsers (exceljs 4.4, WorkbookReader).
 */
type WorkbookParts = {
  _parseRels(stream: Readable): Promise<void>;
  _parseWorkbook(stream: Readable): Promise<void>;
  _parseStyles(stream: Readable): Promise<void>;
  _parseSharedStrings(stream: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(stream: Readable, sheetNo: string): Generator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
};

async function* xlsxRows(file: string): AsyncGenerator<SheetRow> {
  let zip: BoundedZip;
  try {
    zip = await openBoundedZip(file, XLSX_LIMITS);
  } catch {
    throw unreadable();
  }
  try {
    const part = (name: string) => zip.entries.find((e) => e.fileName === name);
    // The first sheet in the archive's order, as Excel writes them.
    const sheet = zip.entries.find((e) => WORKSHEET.test(e.fileName));
    if (!part('xl/workbook.xml') || !sheet) throw unreadable();
    // The reader is only the parsers' home: its input is never read.
    const book = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
      entries: 'ignore',
      sharedStrings: 'cache',
      // Styles are read so that a date-formatted number comes as a Date.
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
    }) as unknown as WorkbookParts;
    const read = async (name: string, maxBytes: number, parse: (stream: Readable) => Promise<unknown>) => {
      const entry = part(name);
      if (entry) await parse(await zip.open(entry, maxBytes));
    };
    await read('xl/_rels/workbook.xml.rels', METADATA_MAX, (s) => book._parseRels(s));
    await read('xl/workbook.xml', METADATA_MAX, (s) => book._parseWorkbook(s));
    await read('xl/styles.xml', METADATA_MAX, (s) => book._parseStyles(s));
    await read('xl/sharedStrings.xml', SHARED_STRINGS_MAX, async (s) => {
      for await (const _ of book._parseSharedStrings(s));
    });
    const sheetNo = WORKSHEET.exec(sheet.fileName)?.[1] ?? '1';
    for (const { value: reader } of book._parseWorksheet(await zip.open(sheet), sheetNo)) {
      for await (const row of reader) {
        const values = Array.isArray(row.values) ? (row.values as unknown[]) : [];
        yield { rowNumber: row.number, cells: values.slice(1).map(plain) };
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  } finally {
    zip.close();
  }
}

/** RFC 4180 records from a UTF-8 file (with or without a BOM), comma or semicolon (whichever the header line has more of). */
async function* csvRows(file: string): AsyncGenerator<SheetRow> {
  let delimiter = '';
  let head = '';
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let closed = false;
  let rowNumber = 0;
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  for await (const chunk of stream as AsyncIterable<string>) {
    let text = chunk;
    if (!delimiter) {
      head += text;
      const end = head.indexOf('\n');
      if (end < 0 && head.length < 64 * 1024) continue;
      head = head.replace(/^\uFEFF/, '');
      const line = end < 0 ? head : head.slice(0, end);
      delimiter = (line.match(/;/g)?.length ?? 0) > (line.match(/,/g)?.length ?? 0) ? ';' : ',';
      text = head;
    }
    // Bytes that are not UTF-8 decode as U+FFFD; a NUL is no text file.
    if (text.includes('\uFFFD') || text.includes('\0')) throw unreadable();
    for (const ch of text) {
      if (quoted) {
        if (ch === '"') {
          quoted = false;
          closed = true;
        } else field += ch;
        continue;
      }
      if (ch === '"') {
        if (closed) field += '"';
        if (closed || field === '') quoted = true;
        else field += ch;
        closed = false;
      } else if (ch === delimiter) {
        record.push(field);
        field = '';
        closed = false;
      } else if (ch === '\n') {
        record.push(field);
        yield { rowNumber: ++rowNumber, cells: record };
        record = [];
        field = '';
        closed = false;
      } else if (ch !== '\r') {
        field += ch;
        closed = false;
      }
    }
  }
  if (!delimiter && head) {
    // A file of one line with no line break.
    head = head.replace(/^\uFEFF/, '');
    if (head.includes('\uFFFD') || head.includes('\0')) throw unreadable();
    delimiter = (head.match(/;/g)?.length ?? 0) > (head.match(/,/g)?.length ?? 0) ? ';' : ',';
    yield { rowNumber: 1, cells: head.replace(/\r?\n?$/, '').split(delimiter) };
    return;
  }
  if (quoted) throw unreadable();
  if (field !== '' || record.length) {
    record.push(field);
    yield { rowNumber: ++rowNumber, cells: record };
  }
}

/** Header text → column: the Vietnamese label or the key, case, spaces and diacritics aside ('so cccd', 'CCCD', 'Ngày sinh'…). */
export const normalizeHeader = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const HEADER_NAMES = new Map<string, RosterColumn>(
  ROSTER_COLUMNS.flatMap((c) => [
    [normalizeHeader(ROSTER_COLUMN_LABELS[c]), c],
    [normalizeHeader(c), c],
  ]),
);
HEADER_NAMES.set('cccd', 'cccd');
HEADER_NAMES.set('bhyt', 'bhyt');

const isEmpty = (cells: Cell[]) => cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/**
 * The data rows of a roster file, one at a time, checked: the first non-empty row is the header
 * (400 when a column is missing), empty rows are skipped, more than the limit is a 400. `today`
 * (YYYY-MM-DD) bounds birth dates.
 */
export async function* readRoster(file: string, kind: RosterFileKind, today: string): AsyncGenerator<CheckedRow> {
  let columns: Map<RosterColumn, number> | null = null;
  let count = 0;
  const firstRowOf = new Map<string, number>();
  for await (const row of kind === 'xlsx' ? xlsxRows(file) : csvRows(file)) {
    if (isEmpty(row.cells)) continue;
    if (!columns) {
      columns = new Map();
      for (const [i, cell] of row.cells.entries()) {
        const column = HEADER_NAMES.get(normalizeHeader(String(plain(cell) ?? '')));
        if (column && !columns.has(column)) columns.set(column, i);
      }
      const missing = ROSTER_COLUMNS.filter((c) => !columns?.has(c));
      if (missing.length)
        throw AppError.field(ROSTER_FILE_FIELD, COMPANY_MSG.importMissingColumns(missing.map((c) => ROSTER_COLUMN_LABELS[c]).join(', ')));
      continue;
    }
    if (++count > COMPANY_LIMITS.importMaxRows) throw AppError.field(ROSTER_FILE_FIELD, COMPANY_MSG.importTooManyRows);
    const cells = {} as Record<RosterColumn, Cell>;
    for (const c of ROSTER_COLUMNS) cells[c] = row.cells[columns.get(c) as number] ?? null;
    const checked = checkRow(row.rowNumber, cells, today);
    if (checked.ok) {
      const first = firstRowOf.get(checked.values.cccd);
      if (first !== undefined) {
        yield {
          rowNumber: row.rowNumber,
          ok: false,
          values: shown(cells),
          errors: [{ column: 'cccd', message: COMPANY_MSG.rowCccdDuplicate(first) }],
        };
        continue;
      }
      firstRowOf.set(checked.values.cccd, row.rowNumber);
    }
    yield checked;
  }
  if (!columns) throw AppError.field(ROSTER_FILE_FIELD, COMPANY_MSG.importEmpty);
  if (count === 0) throw AppError.field(ROSTER_FILE_FIELD, COMPANY_MSG.importEmpty);
}

// ——— one row ———

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
/** A Date cell: exceljs gives Excel's day as midnight UTC. */
const isoOfDate = (d: Date) => isoOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** What a cell shows, as text (a Date as DD/MM/YYYY), for the error file. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) {
    const iso = isoOfDate(cell);
    return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  }
  return String(cell).trim();
}
const shown = (cells: Record<RosterColumn, Cell>) =>
  Object.fromEntries(ROSTER_COLUMNS.map((c) => [c, cellText(cells[c])])) as Record<RosterColumn, string>;

/** A birth date as written: DD/MM/YYYY or D/M/YYYY (also with - or .), YYYY-MM-DD, a Date cell, or an Excel serial number. */
export function readDay(cell: Cell): string | undefined {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? undefined : isoOfDate(cell);
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1 || cell >= 2_958_466) return undefined;
    return isoOfDate(new Date(EXCEL_EPOCH + Math.floor(cell) * 86_400_000));
  }
  const text = typeof cell === 'string' ? cell.trim() : '';
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (m) return isCalendarDay(Number(m[3]), Number(m[2]), Number(m[1])) ? isoOf(Number(m[3]), Number(m[2]), Number(m[1])) : undefined;
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m) return isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3])) ? isoOf(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
  // A serial number that came as text (a CSV saved from Excel with a number-formatted column).
  if (/^\d{4,6}$/.test(text)) return readDay(Number(text));
  return undefined;
}

const GENDERS = new Map<string, number>([
  ['nam', 0],
  ['m', 0],
  ['male', 0],
  ['0', 0],
  ['nu', 1],
  ['f', 1],
  ['female', 1],
  ['1', 1],
]);

/** A phone as written or as Excel stored it: a number lost its leading 0 (9 digits), +84 is the country code. */
function readPhone(cell: Cell): string {
  let text = cellText(cell).replace(/[\s.()-]/g, '');
  if (/^\+?84\d{9}$/.test(text)) text = `0${text.slice(text.length - 9)}`;
  if (/^[1-9]\d{8}$/.test(text)) text = `0${text}`;
  return text;
}

export function checkRow(rowNumber: number, cells: Record<RosterColumn, Cell>, today: string): CheckedRow {
  const errors: RowError[] = [];
  const fail = (column: RosterColumn, message: string) => errors.push({ column, message });

  // A CCCD typed as a number is fine with 12 digits; one that lost a leading zero has 11 and is refused.
  const cccd =
    typeof cells.cccd === 'number' ? (Number.isInteger(cells.cccd) ? String(cells.cccd) : '') : cellText(cells.cccd).replace(/\s/g, '');
  if (!/^\d{12}$/.test(cccd)) fail('cccd', COMPANY_MSG.rowCccd);

  const bhyt = cellText(cells.bhyt).toUpperCase();
  if (bhyt && !new RegExp(`^[A-Z0-9]{1,${COMPANY_LIMITS.bhytMax}}$`).test(bhyt)) fail('bhyt', COMPANY_MSG.rowBhyt);

  const name = cellText(cells.name).replace(/\s+/g, ' ');
  if (!name || name.length > COMPANY_LIMITS.employeeNameMax) fail('name', COMPANY_MSG.rowName);

  const birthDate = readDay(cells.birthDate);
  if (!birthDate) fail('birthDate', COMPANY_MSG.rowBirthDate);
  else if (birthDate > today) fail('birthDate', COMPANY_MSG.rowBirthFuture);

  const gender = GENDERS.get(normalizeHeader(cellText(cells.gender)));
  if (gender === undefined) fail('gender', COMPANY_MSG.rowGender);

  const phone = readPhone(cells.phone);
  if (phone && !rules.phone.safeParse(phone).success) fail('phone', COMPANY_MSG.rowPhone);

  const email = cellText(cells.email);
  if (email && !rules.email.safeParse(email).success) fail('email', COMPANY_MSG.rowEmail);

  const address = cellText(cells.address).replace(/\s+/g, ' ');
  if (address.length > COMPANY_LIMITS.employeeAddressMax) fail('address', COMPANY_MSG.rowAddress);

  if (errors.length || !birthDate || gender === undefined) return { rowNumber, ok: false, values: shown(cells), errors };
  return { rowNumber, ok: true, values: { cccd, bhyt, name, birthDate, gender, phone, email, address } };
}
