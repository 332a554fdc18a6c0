/**
 * The company's staff-roster import (spec 3 §2 "Staff import") against the real server on its
 * embedded PostgreSQL: a 10,000-row .xlsx through the dry run and the commit, two requests, each
 * timed from the first byte sent to the answer. The baseline is the same import at 1,000 rows on
 * the same server: the time per row at 10,000 ÷ the time per row at 1,000 says whether the import
 * stays linear (streamed reading, batches of 1,000, set-based commit). A twentieth of each file's
 * people are already on the roster with another name (updated) and as many unchanged.
 *
 *   node bench/roster-import.ts
 */
import ExcelJS from 'exceljs';
import { type Budget, budget, fmt, median, printBudgets, section, table } from './lib/report.ts';
import { login, openDb, startServer } from './lib/server.ts';

export const ROSTER_ROWS = 10_000;
const BASELINE_ROWS = 1_000;
const RUNS = 3;
const MAX_SECONDS = 15;
const MAX_RATIO = 1.5;
const HEADER = ['Số CCCD', 'Mã BHYT', 'Họ và tên', 'Ngày sinh', 'Giới tính', 'Số điện thoại', 'Email', 'Địa chỉ'];

export type RosterRun = { rows: number; dryRunMs: number; commitMs: number; totalMs: number; rowsPerSec: number };
export type RosterReport = { baseline: RosterRun; import: RosterRun; runs: RosterRun[]; perRowRatio: number; budgets: Budget[] };

const cccd = (i: number) => `0790${String(i).padStart(8, '0')}`;

async function workbook(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Nhân viên');
  sheet.addRow(HEADER);
  for (let i = 0; i < rows; i++) {
    sheet.addRow([
      cccd(i),
      `DN40101${String(i).padStart(8, '0')}`,
      `Nguyễn Văn Nhân Viên ${i}`,
      new Date(Date.UTC(1970 + (i % 40), i % 12, 1 + (i % 28))),
      i % 2 ? 'Nữ' : 'Nam',
      912_000_000 + i,
      `nv${i}@congty.vn`,
      `${i} Lê Lợi, Phường Bến Thành, TP. Hồ Chí Minh`,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

export async function benchRosterImport(): Promise<RosterReport> {
  const server = await startServer();
  const db = openDb(server.databaseUrl);
  try {
    const token = await login(server.baseUrl, '/api/partner/company/auth/login', 'dn_demo');
    const owner = await db.pool.query<{ partner_id: string }>("select partner_id from users where username = 'dn_demo'");
    const ownerId = owner.rows[0]!.partner_id;
    const files = new Map<number, Buffer>([
      [BASELINE_ROWS, await workbook(BASELINE_ROWS)],
      [ROSTER_ROWS, await workbook(ROSTER_ROWS)],
    ]);
    let n = 0;
    const importOnce = async (rows: number): Promise<RosterRun> => {
      n++;
      const contract = await db.pool.query<{ id: string }>(
        `insert into company_contracts (company_id, owner_id, code, name, status, contract_type_id, date_start, date_end, planned_employees)
         values ($1, $1, $2, 'Khám sức khỏe định kỳ', 'in_progress', 1, '2026-01-01', '2026-12-31', $3) returning id`,
        [ownerId, `BENCH-NV-${Date.now()}-${n}`, rows],
      );
      const contractId = contract.rows[0]!.id;
      // A twentieth already on the roster as written (unchanged), a twentieth under another name (updated).
      await db.pool.query(
        `insert into contract_employees (contract_id, cccd, bhyt, name, birth_date, gender, phone, email, address)
         select $1, '0790' || lpad(i::text, 8, '0'), 'DN40101' || lpad(i::text, 8, '0'),
                case when i % 2 = 0 then 'Tên Cũ ' || i else 'Nguyễn Văn Nhân Viên ' || i end,
                make_date(1970 + i % 40, i % 12 + 1, 1 + i % 28), i % 2, '0' || (912000000 + i)::text,
                'nv' || i || '@congty.vn', i || ' Lê Lợi, Phường Bến Thành, TP. Hồ Chí Minh'
         from generate_series(0, $2 - 1) i`,
        [contractId, rows / 10],
      );
      const post = (form: FormData) =>
        fetch(`${server.baseUrl}/api/partner/v1/company/contract/import-company-employees`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
      const dry = new FormData();
      dry.set('id', contractId);
      dry.set('file', new Blob([new Uint8Array(files.get(rows)!)]), 'danh-sach.xlsx');
      const [preview, dryRunMs] = await timed(async () => (await post(dry)).json());
      const data = (preview as { data?: { importId: string; counts: Record<string, number> } }).data;
      if (!data || data.counts.new !== rows * 0.9 || data.counts.error !== 0)
        throw new Error(`dry run: ${JSON.stringify(preview).slice(0, 300)}`);
      const done = new FormData();
      done.set('id', contractId);
      done.set('importId', data.importId);
      const [answer, commitMs] = await timed(async () => (await post(done)).json());
      if (!(answer as { data?: { committed: boolean } }).data?.committed)
        throw new Error(`commit: ${JSON.stringify(answer).slice(0, 300)}`);
      const totalMs = dryRunMs + commitMs;
      return { rows, dryRunMs, commitMs, totalMs, rowsPerSec: (rows / totalMs) * 1000 };
    };
    await importOnce(BASELINE_ROWS); // warm-up
    const pick = (runs: RosterRun[]) => runs.find((r) => r.totalMs === median(runs.map((x) => x.totalMs)))!;
    const baselineRuns: RosterRun[] = [];
    for (let i = 0; i < RUNS; i++) baselineRuns.push(await importOnce(BASELINE_ROWS));
    const runs: RosterRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await importOnce(ROSTER_ROWS);
      console.log(`[roster] ${ROSTER_ROWS} rows: dry run ${fmt(r.dryRunMs, 0)} ms, commit ${fmt(r.commitMs, 0)} ms`);
      runs.push(r);
    }
    const baseline = pick(baselineRuns);
    const main = pick(runs);
    const perRowRatio = main.totalMs / main.rows / (baseline.totalMs / baseline.rows);
    const budgets = [
      budget(`roster import, ${ROSTER_ROWS.toLocaleString('en-US')} rows (dry run + commit)`, main.totalMs / 1000, 'max', MAX_SECONDS, 's'),
      budget(`roster import time per row, ${ROSTER_ROWS / 1000}k ÷ ${BASELINE_ROWS / 1000}k rows`, perRowRatio, 'max', MAX_RATIO, '×'),
    ];
    return { baseline, import: main, runs, perRowRatio, budgets };
  } finally {
    await db.close();
    await server.stop();
  }
}

export function printRosterImport(r: RosterReport): void {
  section('Roster import (embedded PostgreSQL, median of 3)');
  console.log(
    table(
      ['rows', 'dry run ms', 'commit ms', 'total ms', 'rows/s'],
      [r.baseline, r.import].map((x) => [
        x.rows.toLocaleString('en-US'),
        fmt(x.dryRunMs, 0),
        fmt(x.commitMs, 0),
        fmt(x.totalMs, 0),
        fmt(x.rowsPerSec, 0),
      ]),
    ),
  );
  console.log(`(time per row at ${ROSTER_ROWS / 1000}k ÷ at ${BASELINE_ROWS / 1000}k: ${fmt(r.perRowRatio, 2)}×)\n`);
  printBudgets(r.budgets);
}

if (import.meta.main) printRosterImport(await benchRosterImport());
