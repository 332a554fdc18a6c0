import { PassThrough } from 'node:stream';
import {
  COMPANY_CONTRACT_STATUS_LABELS,
  COMPANY_MSG,
  type CompanyContractStatus,
  MSG,
  ROSTER_COLUMN_LABELS,
  ROSTER_COLUMNS,
  ROSTER_ERROR_COLUMN_HEADER,
  ROSTER_FILE_FIELD,
  headcountRefusal,
  type RosterColumn,
  type RosterImportResult,
  type RosterPreviewRow,
  rosterImportFieldsSchema,
  vietnamToday,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor, PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseFields } from '../../lib/multipart.ts';
import { isUniqueViolation } from '../../lib/pg-error.ts';
import * as audit from '../audit/audit-service.ts';
import { type CheckedRow, discardUpload, type RosterUpload, readRoster } from './roster-parse.ts';
import * as companyRepo from './companies-repository.ts';
import * as repo from './roster-repository.ts';

/*
 * The staff-roster import (spec 3 §2 "Staff import", SPEC-NOTES 22), in two steps:
 *   1. dry run: the file is read row by row, each row checked and compared with the roster by
 *      (contract, CCCD), and staged in roster_import_rows (a batch of BATCH rows a statement);
 *      contract_employees is not touched. The answer counts new/updated/unchanged/error rows.
 *   2. commit (`importId`, no file): exactly the staged rows go in, in one transaction, with set-based
 *      SQL; refused when the dry run had errors or nothing to write (422), when the roster no longer
 *      agrees with what the dry run compared (409: each staged row keeps an md5 of the person's
 *      imported fields), or when its new people would take the roster above the contract's planned
 *      head count (422, counted under the contract's row lock, so two commits cannot both pass).
 * A new dry run supersedes the contract's older previews (only the latest can be committed).
 */

const BATCH = 1000;
/** Rows the answer lists (errors first, then changes); the rest is counted in `rowsOmitted`. */
export const PREVIEW_ROWS = 200;
const CLOSED: readonly CompanyContractStatus[] = ['completed', 'declined'];
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Who imports: a company (its own contracts only) or an operator (any contract, audited). */
export type RosterCaller = { kind: 'partner'; auth: PartnerAuth } | { kind: 'operator'; actor: Actor };
const userOf = (caller: RosterCaller) => (caller.kind === 'partner' ? caller.auth.userId : caller.actor.userId);

/** The contract imported into: a company's own (another's is 404, as a missing one), any for an operator; not a closed one. */
async function contractFor(db: Executor, caller: RosterCaller, id: string, lock = false) {
  const ownerId = caller.kind === 'partner' ? caller.auth.partnerId : undefined;
  const contract = (await companyRepo.findContract(db, id, { ownerId, lock }))?.contract;
  if (!contract) throw new AppError('not_found', COMPANY_MSG.contractNotFound);
  if (CLOSED.includes(contract.status as CompanyContractStatus)) throw new AppError('business_rule', COMPANY_MSG.importClosedContract);
  return contract;
}

// ——— the two steps ———

/** The answer's message: a commit says what it wrote (the success notice names the figures); a dry run, that it wrote nothing. */
export const importMessage = (result: RosterImportResult) =>
  result.committed ? COMPANY_MSG.importCommitted(result.counts) : COMPANY_MSG.importChecked;

/** The partner's call: `id` and a file (dry run) or `id` and `importId` (commit). */
export async function importForPartner(deps: AppDeps, auth: PartnerAuth, upload: RosterUpload): Promise<RosterImportResult> {
  return importRoster(deps, { kind: 'partner', auth }, upload, undefined);
}

/** The desk's call: the contract in the path, a file or `importId` in the body. */
export async function importForOperator(
  deps: AppDeps,
  actor: Actor,
  contractId: string,
  upload: RosterUpload,
): Promise<RosterImportResult> {
  return importRoster(deps, { kind: 'operator', actor }, upload, contractId);
}

async function importRoster(deps: AppDeps, caller: RosterCaller, upload: RosterUpload, pathId: string | undefined) {
  try {
    const fields = parseFields(
      pathId ? rosterImportFieldsSchema.omit({ id: true }) : rosterImportFieldsSchema,
      upload.fields,
      upload.file || upload.fields.importId ? {} : { [ROSTER_FILE_FIELD]: [COMPANY_MSG.importFile] },
    );
    const contractId = pathId ?? (fields as { id: string }).id;
    if (fields.importId) {
      if (upload.file) throw AppError.field(ROSTER_FILE_FIELD, MSG.badRequest);
      return await commit(deps, caller, contractId, fields.importId);
    }
    return await dryRun(deps, caller, contractId, upload.file!);
  } finally {
    await discardUpload(upload.file);
  }
}

type Counts = RosterImportResult['counts'];

function stage(row: CheckedRow, matches: Map<string, repo.RosterMatch>): repo.StagedRow {
  if (!row.ok) return { rowNumber: row.rowNumber, action: 'error', employeeId: null, values: row.values, errors: row.errors };
  const v = row.values;
  const m = matches.get(v.cccd);
  if (!m) return { rowNumber: row.rowNumber, action: 'new', employeeId: null, values: v, errors: [] };
  const same =
    m.bhyt === v.bhyt &&
    m.name === v.name &&
    m.birthDate === v.birthDate &&
    Number(m.gender) === v.gender &&
    m.phone === v.phone &&
    m.email === v.email &&
    m.address === v.address;
  // The fingerprint of what was compared: the commit refuses when the person changed since.
  return {
    rowNumber: row.rowNumber,
    action: same ? 'unchanged' : 'updated',
    employeeId: m.id,
    values: { ...v, fingerprint: m.fingerprint },
    errors: [],
  };
}

async function dryRun(deps: AppDeps, caller: RosterCaller, contractId: string, file: NonNullable<RosterUpload['file']>) {
  const contract = await contractFor(deps.db, caller, contractId);
  const today = vietnamToday();
  return deps.db.transaction(async (tx) => {
    const importId = await repo.insertImport(tx, { contractId, fileName: file.name, createdBy: userOf(caller) });
    const counts: Counts = { new: 0, updated: 0, unchanged: 0, error: 0 };
    let batch: CheckedRow[] = [];
    const flush = async () => {
      const cccds = batch.flatMap((r) => (r.ok ? [r.values.cccd] : []));
      const matches = new Map((await repo.matchRoster(tx, contractId, cccds)).map((m) => [m.cccd, m]));
      const staged = batch.map((r) => stage(r, matches));
      for (const s of staged) counts[s.action]++;
      await repo.insertRows(tx, importId, staged);
      batch = [];
    };
    for await (const row of readRoster(file.path, file.kind, today)) {
      batch.push(row);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    await repo.setCounts(tx, importId, {
      rowsNew: counts.new,
      rowsUpdated: counts.updated,
      rowsUnchanged: counts.unchanged,
      rowsError: counts.error,
    });
    await repo.supersedePreviews(tx, contractId, importId);
    const rows = (await repo.previewRows(tx, importId, PREVIEW_ROWS)).map(toPreviewRow);
    // What the preview warns about; the commit counts again under the lock.
    const current = await repo.rosterSize(tx, contractId);
    return {
      importId,
      contractId,
      fileName: file.name,
      committed: false,
      counts,
      rows,
      rowsOmitted: counts.error + counts.new + counts.updated - rows.length,
      headcount: { planned: contract.plannedEmployees, current },
    };
  });
}

function toPreviewRow(row: repo.StagedRow): RosterPreviewRow {
  const { fingerprint: _, ...values } = row.values;
  return {
    rowNumber: row.rowNumber,
    action: row.action,
    values,
    errors: row.errors.map((e) => ({ ...e, columnName: ROSTER_COLUMN_LABELS[e.column as RosterColumn] ?? e.column })),
  };
}

async function commit(deps: AppDeps, caller: RosterCaller, contractId: string, importId: string): Promise<RosterImportResult> {
  try {
    return await deps.db.transaction(async (tx) => {
      // The contract's row lock puts commits of one contract one after the other.
      const contract = await contractFor(tx, caller, contractId, true);
      const imp = await repo.findImport(tx, importId, true);
      if (!imp || imp.contractId !== contractId) throw new AppError('not_found', COMPANY_MSG.importNotFound);
      if (imp.status !== 'previewed') throw new AppError('conflict', COMPANY_MSG.importStale);
      if (imp.rowsError > 0) throw new AppError('business_rule', COMPANY_MSG.importHasErrors(imp.rowsError));
      if (imp.rowsNew + imp.rowsUpdated === 0) throw new AppError('business_rule', COMPANY_MSG.importNoChanges);
      if ((await repo.countStale(tx, importId, contractId)) > 0) throw new AppError('conflict', COMPANY_MSG.importStale);
      // Counted after the lock: a commit that went first is in the count (READ COMMITTED, a new snapshot per statement).
      const headcount = { planned: contract.plannedEmployees, current: await repo.rosterSize(tx, contractId) };
      const refusal = headcountRefusal(headcount, imp.rowsNew);
      if (refusal) throw new AppError('business_rule', refusal);
      await repo.applyImport(tx, importId, contractId);
      await repo.markCommitted(tx, importId);
      if (caller.kind === 'operator') {
        const statusName = COMPANY_CONTRACT_STATUS_LABELS[contract.status as CompanyContractStatus] ?? contract.status;
        await audit.record(tx, caller.actor, {
          objectType: 'company_contract',
          objectId: contractId,
          action: 'roster_import',
          summary:
            `Nhập danh sách nhân viên cho hợp đồng ${contract.code} (${statusName}) từ file ${imp.fileName}: ` +
            `${imp.rowsNew} thêm mới, ${imp.rowsUpdated} cập nhật, ${imp.rowsUnchanged} không đổi`,
          after: { fileName: imp.fileName, rowsNew: imp.rowsNew, rowsUpdated: imp.rowsUpdated, rowsUnchanged: imp.rowsUnchanged },
        });
      }
      return {
        importId,
        contractId,
        fileName: imp.fileName,
        committed: true,
        counts: { new: imp.rowsNew, updated: imp.rowsUpdated, unchanged: imp.rowsUnchanged, error: 0 },
        rows: [],
        rowsOmitted: 0,
        headcount,
      };
    });
  } catch (err) {
    // Someone added the same CCCD between the check and the insert.
    if (isUniqueViolation(err)) throw new AppError('conflict', COMPANY_MSG.importStale);
    throw err;
  }
}

// ——— files ———

export type RosterDownload = { name: string; mime: string; body: Buffer };

/** The refused file's error rows, every column as written plus the reasons (partner: its own contracts' imports). */
export async function partnerErrorFile(deps: AppDeps, auth: PartnerAuth, importId: string): Promise<RosterDownload> {
  const owner = await repo.importOwner(deps.db, importId);
  if (owner !== auth.partnerId) throw new AppError('not_found', COMPANY_MSG.importNotFound);
  return errorFile(deps, importId);
}

export async function deskErrorFile(deps: AppDeps, contractId: string, importId: string): Promise<RosterDownload> {
  const imp = await repo.findImport(deps.db, importId);
  if (!imp || imp.contractId !== contractId) throw new AppError('not_found', COMPANY_MSG.importNotFound);
  return errorFile(deps, importId);
}

async function errorFile(deps: AppDeps, importId: string): Promise<RosterDownload> {
  const imp = await repo.findImport(deps.db, importId);
  if (imp?.status !== 'previewed' || imp.rowsError === 0) throw new AppError('not_found', COMPANY_MSG.importNotFound);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet('Dòng lỗi');
  sheet.columns = [
    { header: 'Dòng', key: 'rowNumber', width: 8 },
    ...ROSTER_COLUMNS.map((c) => ({ header: ROSTER_COLUMN_LABELS[c], key: c, width: c === 'address' ? 40 : 20, style: { numFmt: '@' } })),
    { header: ROSTER_ERROR_COLUMN_HEADER, key: 'errors', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let after = 0;
  for (;;) {
    const rows = await repo.errorRows(deps.db, importId, after, BATCH);
    for (const r of rows) {
      sheet
        .addRow({
          rowNumber: r.rowNumber,
          ...Object.fromEntries(ROSTER_COLUMNS.map((c) => [c, String(r.values[c] ?? '')])),
          errors: r.errors.map((e) => `${ROSTER_COLUMN_LABELS[e.column as RosterColumn] ?? e.column}: ${e.message}`).join('\n'),
        })
        .commit();
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.rowNumber;
  }
  sheet.commit();
  await book.commit();
  await done;
  const base = imp.fileName.replace(/\.[^.]+$/, '');
  return { name: `${base}-loi.xlsx`, mime: XLSX_MIME, body: Buffer.concat(chunks) };
}

/** What each column takes, for the template's notes and its 'Hướng dẫn' sheet. */
const COLUMN_NOTES: Readonly<Record<RosterColumn, string>> = {
  cccd: 'Bắt buộc. Đúng 12 chữ số, giữ nguyên số 0 ở đầu (cột định dạng văn bản). Không trùng trong file.',
  bhyt: 'Không bắt buộc. Tối đa 15 ký tự, chỉ gồm chữ và số.',
  name: 'Bắt buộc. Tối đa 100 ký tự.',
  birthDate: 'Bắt buộc. Định dạng DD/MM/YYYY (ví dụ 15/01/1990), không sau ngày hôm nay.',
  gender: 'Bắt buộc. Nam hoặc Nữ.',
  phone: 'Không bắt buộc. 10 chữ số, bắt đầu bằng 0 (ví dụ 0912345678).',
  email: 'Không bắt buộc. Ví dụ ten@congty.vn.',
  address: 'Không bắt buộc. Tối đa 255 ký tự.',
};
const EXAMPLE: Readonly<Record<RosterColumn, string | Date>> = {
  cccd: '001090012345',
  bhyt: 'DN4010123456789',
  name: 'Nguyễn Văn An',
  birthDate: new Date(Date.UTC(1990, 0, 15)),
  gender: 'Nam',
  phone: '0912345678',
  email: 'an.nguyen@congty.vn',
  address: '12 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh',
};

/** The template: the header row, one example row, a note on each header and a 'Hướng dẫn' sheet. */
export async function template(): Promise<RosterDownload> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Danh sách nhân viên');
  sheet.columns = ROSTER_COLUMNS.map((c) => ({
    header: ROSTER_COLUMN_LABELS[c],
    key: c,
    width: c === 'address' ? 45 : c === 'name' || c === 'email' ? 28 : 18,
    style: c === 'birthDate' ? { numFmt: 'dd/mm/yyyy' } : { numFmt: '@' },
  }));
  sheet.addRow(EXAMPLE);
  const header = sheet.getRow(1);
  header.font = { bold: true };
  for (const [i, c] of ROSTER_COLUMNS.entries()) header.getCell(i + 1).note = COLUMN_NOTES[c];
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const guide = book.addWorksheet('Hướng dẫn');
  guide.columns = [
    { header: 'Cột', key: 'label', width: 20 },
    { header: 'Yêu cầu', key: 'note', width: 90 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const c of ROSTER_COLUMNS) guide.addRow({ label: ROSTER_COLUMN_LABELS[c], note: COLUMN_NOTES[c] });
  guide.addRow({});
  guide.addRow({
    label: 'Lưu ý',
    note: 'Dòng đầu tiên là tiêu đề cột, giữ nguyên. Dòng trống được bỏ qua. Tối đa 20.000 dòng, file tối đa 10 MB.',
  });
  guide.addRow({ label: '', note: 'Nhân viên đã có trong hợp đồng (cùng số CCCD) được cập nhật, không tạo trùng.' });
  const body = Buffer.from(await book.xlsx.writeBuffer());
  return { name: 'mau-danh-sach-nhan-vien.xlsx', mime: XLSX_MIME, body };
}
