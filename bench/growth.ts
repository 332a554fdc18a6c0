/**
 * The operator's partner list as the table grows: 10k, 100k and 1M generated partners on one
 * server (embedded PostgreSQL), the table grown between steps. Page 1 of 10 with its total should
 * cost the same at any size (an index range read and a partner_counts lookup). The collaborator's
 * order list grows beside it to the same sizes (one collaborator's orders, a patient per ten):
 * its first page with the report is an index range read and a partner_order_totals lookup too.
 *
 * dn_demo's company lists grow too: the contract with the big roster holds as many people as the
 * step's size, a tenth more are spread over the other generated contracts, and there is a
 * contract per 100 people ('Hợp đồng doanh nghiệp' as it opens, and 'Nhân viên hợp đồng' as it
 * opens and filtered by registration and gender: each total from trigger-kept counts).
 *
 * The public bid-post list (/thau) grows from 100 to 10,000 tenders (one per 100 partners), and
 * the operator's order desk over 10k → 100k → 1M orders of 1,000 generated collaborators (beside
 * ctv_demo's): each page with its total from trigger-kept counts.
 *
 *   node bench/growth.ts
 *   BENCH_ONLY=companies node bench/growth.ts   only the company lists (and only their data)
 *   BENCH_ONLY=tenders node bench/growth.ts     only the public bid-post list (100 → 10,000 tenders)
 *   BENCH_ONLY=orders node bench/growth.ts      only the collaborator's order list (as it opens, filtered) and the order desk
 *   BENCH_ONLY=<area> node bench/growth.ts      only that area's lists of GROWTH_CASES (bench/lib/growth-<area>.ts)
 */
import { sql } from 'drizzle-orm';
import { generators } from '../apps/api/test/generate-data.ts';
import {
  BID_LIST_PATH,
  bigContractId,
  COMPANY_CONTRACT_LIST_PATH,
  companiesOnly,
  contractEmployeesPath,
  EMPLOYEES_FILTER,
  LIST_PATH,
  ORDER_FILTERED_PATH,
  ORDER_LIST_PATH,
} from './api.ts';
import { partnerGrower } from './lib/data.ts';
import { INBOX_GROWTH, LIBRARY_GROWTH, NEWS_GROWTH } from './lib/growth-content.ts';
import { debtsGrowth } from './lib/growth-debts.ts';
import {
  type GrowthCase,
  type GrowthCaseStep,
  type GrowthContext,
  growthBudget,
  growthCaseBudgets,
  printGrowthCase,
} from './lib/growth-cases.ts';
import { patientGrowth } from './lib/growth-patients.ts';
import { providerGrowthCases } from './lib/growth-provider.ts';
import { type LoadResult, load } from './lib/load.ts';
import { type Budget, fmt, printBudgets, section, table } from './lib/report.ts';
import { login, openDb, startServer } from './lib/server.ts';

export const SIZES = [10_000, 100_000, 1_000_000] as const;
/** Each area's main lists as their data grows (see `GrowthCase`); `BENCH_ONLY=<area>` runs one area's alone. */
export const GROWTH_CASES: readonly GrowthCase[] = [
  NEWS_GROWTH,
  INBOX_GROWTH,
  LIBRARY_GROWTH,
  debtsGrowth,
  patientGrowth,
  ...providerGrowthCases,
];
const CONNECTIONS = 20;
const MAX_RATIO = 1.5;
/** The operator's order desk as it opens: page 1 of 10 of every collaborator's orders, newest first, with the total. */
export const ORDER_DESK_PATH = '/api/admin/orders?page=1&limit=10';
/** Generated collaborators the desk's orders are spread over. */
export const DESK_COLLABORATORS = 1_000;
/** `BENCH_ONLY=tenders` / `BENCH_ONLY=orders`: only that area's lists, and only their data generated. */
const tendersOnly = () => process.env.BENCH_ONLY === 'tenders';
const ordersOnly = () => process.env.BENCH_ONLY === 'orders';

/** The better of `runs` (lower p50), spread. */
export type GrowthStep = LoadResult & {
  rows: number;
  generateSeconds: number;
  runs: LoadResult[];
  /** The public bid-post list at this step, over `tenders` generated tenders (one per 100 partners). */
  bidList?: LoadResult;
  tenders?: number;
  /** The collaborator's order list (page 1 with its report) and a filtered one, over `orders` generated orders. */
  orderList?: LoadResult;
  orderFiltered?: LoadResult;
  orders?: number;
  /** The operator's order desk as it opens over `deskOrders` orders of DESK_COLLABORATORS collaborators (plus ctv_demo's `orders`). */
  deskList?: LoadResult;
  deskOrders?: number;
  /** dn_demo's contract list (better of two runs) over `companyContracts` generated contracts. */
  contractList?: LoadResult;
  companyContracts?: number;
  /** The big contract's roster as it opens (better of two runs) and filtered, over `employees` people on it. */
  employeeList?: LoadResult;
  employeeFiltered?: LoadResult;
  employees?: number;
};
export type GrowthReport = {
  steps: GrowthStep[];
  p50Ratio: number | null;
  p99Ratio: number | null;
  budgets: Budget[];
  cases?: { growth: GrowthCase; steps: GrowthCaseStep[] }[];
};

/** The better (lower p50, then p99) of some runs. */
const better = (runs: LoadResult[]) =>
  runs.reduce((best, x) => (x.p50Ms < best.p50Ms || (x.p50Ms === best.p50Ms && x.p99Ms < best.p99Ms) ? x : best));

const NO_RUN: LoadResult = { path: '', connections: 0, durationS: 0, requests: 0, reqPerSec: 0, p50Ms: 0, p99Ms: 0, errors: 0, non2xx: 0 };

/** The better of two 5 s runs of a path (a warm-up before the first). */
async function twice(baseUrl: string, path: string, headers: Record<string, string>, warmup: number) {
  const runs: LoadResult[] = [];
  for (let i = 0; i < 2; i++)
    runs.push(await load(baseUrl, { path, connections: CONNECTIONS, duration: 5, warmup: i === 0 ? warmup : 0, headers }));
  return better(runs);
}

/** Grows the generated tenders to `tenders` and measures the public bid-post list (better of two runs). */
async function tenderStep(baseUrl: string, databaseUrl: string, tenders: number, previous: GrowthStep | undefined, first: boolean) {
  const db = openDb(databaseUrl);
  await generators.tenders(db.db, tenders - (previous?.tenders ?? 0));
  await db.db.execute(sql`vacuum analyze bid_posts, bid_post_counts`);
  await db.db.execute(sql`checkpoint`).catch(() => undefined);
  await db.close();
  const bidList = await twice(baseUrl, BID_LIST_PATH, {}, first ? 3 : 1);
  console.log(
    `[growth] ${tenders.toLocaleString('en-US')} tenders: bid-post list ${fmt(bidList.reqPerSec, 0)} req/s, p50 ${fmt(bidList.p50Ms)} / p99 ${fmt(bidList.p99Ms)} ms`,
  );
  return { bidList, tenders };
}

/**
 * Grows ctv_demo's orders to `rows` (a patient per ten) and the desk's orders of DESK_COLLABORATORS
 * generated collaborators to `rows` too; measures the collaborator's list as it opens and filtered
 * (with the report), and the desk as it opens (each better of two runs).
 */
async function orderStep(
  baseUrl: string,
  databaseUrl: string,
  tokens: { collaborator: string; operator: string },
  rows: number,
  previous: GrowthStep | undefined,
  first: boolean,
) {
  const db = openDb(databaseUrl);
  const started = Date.now();
  const grown = rows - (previous?.orders ?? 0);
  await generators.orders(db.db, { orders: grown, patients: grown / 10 });
  await generators.orders(db.db, { orders: grown, patients: grown / 10, collaborators: DESK_COLLABORATORS });
  await db.db.execute(sql`vacuum analyze order_report_counts, order_desk_counts`);
  await db.db.execute(sql`checkpoint`).catch(() => undefined);
  await db.close();
  const seconds = (Date.now() - started) / 1000;
  const collaborator = { authorization: `Bearer ${tokens.collaborator}` };
  const orderList = await twice(baseUrl, ORDER_LIST_PATH, collaborator, first ? 3 : 1);
  const orderFiltered = await twice(baseUrl, ORDER_FILTERED_PATH, collaborator, 1);
  const deskList = await twice(baseUrl, ORDER_DESK_PATH, { authorization: `Bearer ${tokens.operator}` }, 1);
  console.log(
    `[growth] ${rows.toLocaleString('en-US')} orders of ctv_demo and ${rows.toLocaleString('en-US')} of ${DESK_COLLABORATORS} collaborators (+${seconds.toFixed(1)} s): ` +
      [orderList, orderFiltered, deskList]
        .map((x) => `${fmt(x.reqPerSec, 0)} req/s, p50 ${fmt(x.p50Ms)} / p99 ${fmt(x.p99Ms)} ms`)
        .join(' | '),
  );
  return { orderList, orderFiltered, deskList, orders: rows, deskOrders: rows, orderSeconds: seconds };
}

/** Grows dn_demo's company data to `rows` people on the big roster and measures its two lists. */
async function companyStep(
  baseUrl: string,
  databaseUrl: string,
  token: string,
  rows: number,
  previous: GrowthStep | undefined,
  first: boolean,
) {
  const grown = rows - (previous?.employees ?? 0);
  const db = openDb(databaseUrl);
  const started = Date.now();
  await generators.companies(db.db, {
    contracts: rows / 100 - (previous?.companyContracts ?? 0),
    employees: grown,
    spread: grown / 10,
  });
  await db.db.execute(sql`checkpoint`).catch(() => undefined);
  await db.close();
  const seconds = (Date.now() - started) / 1000;
  const contract = await bigContractId(databaseUrl);
  const headers = { authorization: `Bearer ${token}` };
  const warmup = first ? 3 : 1;
  const contractList = await twice(baseUrl, COMPANY_CONTRACT_LIST_PATH, headers, warmup);
  const employeeList = await twice(baseUrl, contractEmployeesPath(contract), headers, warmup);
  const employeeFiltered = await twice(baseUrl, contractEmployeesPath(contract, EMPLOYEES_FILTER), headers, warmup);
  console.log(
    `[growth] company: ${(rows / 100).toLocaleString('en-US')} contracts, ${rows.toLocaleString('en-US')} on the roster (+${seconds.toFixed(1)} s): ` +
      [contractList, employeeList, employeeFiltered]
        .map((x) => `${fmt(x.reqPerSec, 0)} req/s, p50 ${fmt(x.p50Ms)} / p99 ${fmt(x.p99Ms)} ms`)
        .join(' | '),
  );
  return { contractList, employeeList, employeeFiltered, companyContracts: rows / 100, employees: rows, companySeconds: seconds };
}

/** Runs one area's case through every size: grow, then load each of its lists twice. */
async function runCase(c: GrowthCase, ctx: GrowthContext, sizes: readonly number[]): Promise<GrowthCaseStep[]> {
  const steps: GrowthCaseStep[] = [];
  const paths: string[] = [];
  for (const rows of sizes) {
    const db = openDb(ctx.databaseUrl);
    const started = Date.now();
    try {
      await c.grow(db.db, steps.at(-1)?.rows ?? 0, rows, ctx);
      await db.db.execute(sql`checkpoint`).catch(() => undefined);
    } finally {
      await db.close();
    }
    const generateSeconds = (Date.now() - started) / 1000;
    const results: LoadResult[] = [];
    for (const [i, list] of c.lists.entries()) {
      paths[i] ??= typeof list.path === 'string' ? list.path : await list.path(ctx);
      const headers: Record<string, string> = list.as === 'visitor' ? {} : { authorization: `Bearer ${ctx.tokens[list.as]}` };
      results.push(await twice(ctx.baseUrl, paths[i], headers, steps.length === 0 && i === 0 ? 3 : 1));
    }
    steps.push({ rows, generateSeconds, results });
    console.log(
      `[growth] ${c.area}: ${rows.toLocaleString('en-US')} ${c.rows} (+${generateSeconds.toFixed(1)} s): ` +
        results
          .map((x, i) => `${c.lists[i]?.label} ${fmt(x.reqPerSec, 0)} req/s, p50 ${fmt(x.p50Ms)} / p99 ${fmt(x.p99Ms)} ms`)
          .join(' | '),
    );
  }
  return steps;
}

export async function benchGrowth(sizes: readonly number[] = SIZES): Promise<GrowthReport> {
  const server = await startServer();
  const grower = partnerGrower(server.databaseUrl);
  const steps: GrowthStep[] = [];
  const only = companiesOnly();
  const onlyCases = GROWTH_CASES.filter((c) => c.area === process.env.BENCH_ONLY);
  const cases: { growth: GrowthCase; steps: GrowthCaseStep[] }[] = [];
  try {
    const token = await login(server.baseUrl, '/api/admin/auth/login', 'admin_demo');
    const collaborator = await login(server.baseUrl, '/api/partner/collaborator/auth/login', 'ctv_demo');
    const company = await login(server.baseUrl, '/api/partner/company/auth/login', 'dn_demo');
    const provider = await login(server.baseUrl, '/api/partner/provider/auth/login', 'ncc_demo');
    const ctx: GrowthContext = {
      baseUrl: server.baseUrl,
      databaseUrl: server.databaseUrl,
      tokens: { operator: token, collaborator, company, provider },
    };
    const everything = !only && !tendersOnly() && !ordersOnly() && onlyCases.length === 0 && !process.env.BENCH_ONLY;
    for (const c of everything ? GROWTH_CASES : onlyCases) cases.push({ growth: c, steps: await runCase(c, ctx, sizes) });
    for (const rows of onlyCases.length > 0 ? [] : sizes) {
      const first = steps.length === 0;
      if (only) {
        const c = await companyStep(server.baseUrl, server.databaseUrl, company, rows, steps.at(-1), first);
        steps.push({ ...NO_RUN, rows, generateSeconds: c.companySeconds, runs: [], ...c });
        continue;
      }
      if (tendersOnly()) {
        const b = await tenderStep(server.baseUrl, server.databaseUrl, rows / 100, steps.at(-1), first);
        steps.push({ ...NO_RUN, rows, generateSeconds: 0, runs: [], ...b });
        continue;
      }
      if (ordersOnly()) {
        const o = await orderStep(server.baseUrl, server.databaseUrl, { collaborator, operator: token }, rows, steps.at(-1), first);
        steps.push({ ...NO_RUN, rows, generateSeconds: o.orderSeconds, runs: [], ...o });
        continue;
      }
      console.log(`[growth] growing to ${rows.toLocaleString('en-US')} partners…`);
      let shown = 0;
      const { seconds } = await grower.growTo(rows, (n) => {
        if (n - shown >= 100_000) {
          shown = n;
          console.log(`[growth]   ${n.toLocaleString('en-US')}`);
        }
      });
      // Two runs per size, keeping the one with the lower p50: the sizes are measured minutes
      // apart, and on a small shared machine a burst of other work would otherwise decide the ratio.
      const runs: LoadResult[] = [];
      for (let i = 0; i < 2; i++) {
        runs.push(
          await load(server.baseUrl, {
            path: LIST_PATH,
            connections: CONNECTIONS,
            duration: 5,
            // The server is cold at the first size: warm it up longer there.
            warmup: steps.length === 0 && i === 0 ? 3 : i === 0 ? 1 : 0,
            headers: { authorization: `Bearer ${token}` },
          }),
        );
      }
      const r = better(runs);
      // The public bid-post list grows beside it: one tender per 100 partners.
      const b = await tenderStep(server.baseUrl, server.databaseUrl, rows / 100, steps.at(-1), false);
      // The collaborator's orders grow to the same size, with a patient per ten orders, and the desk's beside them.
      const o = await orderStep(server.baseUrl, server.databaseUrl, { collaborator, operator: token }, rows, steps.at(-1), false);
      const c = await companyStep(server.baseUrl, server.databaseUrl, company, rows, steps.at(-1), false);
      steps.push({ ...r, rows, generateSeconds: seconds, runs, ...b, ...o, ...c });
      console.log(
        `[growth] ${rows.toLocaleString('en-US')} rows (+${seconds.toFixed(1)} s to generate): ${runs
          .map((x) => `${fmt(x.reqPerSec, 0)} req/s, p50 ${fmt(x.p50Ms)} ms, p99 ${fmt(x.p99Ms)} ms, errors ${x.errors + x.non2xx}`)
          .join(' | ')}`,
      );
    }
  } finally {
    await grower.close().catch(() => undefined);
    await server.stop();
  }
  const first = steps[0];
  const last = steps[steps.length - 1];
  const label = (n: number | undefined) => (n ? `${n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`}` : '?');
  const count = (n: number | undefined) => (n ?? 0).toLocaleString('en-US');
  const companyBudgets = [
    growthBudget(
      `company contract list p50 at ${label(last?.employees)} ÷ p50 at ${label(first?.employees)} employees`,
      first?.contractList,
      last?.contractList,
      MAX_RATIO,
      `; ${label(first?.companyContracts)} → ${label(last?.companyContracts)} contracts`,
    ),
    growthBudget(
      `contract roster p50 at ${label(last?.employees)} ÷ p50 at ${label(first?.employees)} employees`,
      first?.employeeList,
      last?.employeeList,
      MAX_RATIO,
    ),
    growthBudget(
      `contract roster filtered (isRegister + gender) p50 at ${label(last?.employees)} ÷ p50 at ${label(first?.employees)} employees`,
      first?.employeeFiltered,
      last?.employeeFiltered,
      MAX_RATIO,
      '; total from company_roster_counts',
    ),
  ];
  const bidBudgets = [
    growthBudget(
      `public bid-post list p50 at ${count(last?.tenders)} ÷ p50 at ${count(first?.tenders)} tenders`,
      first?.bidList,
      last?.bidList,
      MAX_RATIO,
    ),
  ];
  const orderBudgets = [
    growthBudget(`order list p50 at ${label(last?.orders)} ÷ p50 at ${label(first?.orders)}`, first?.orderList, last?.orderList, MAX_RATIO),
    growthBudget(
      `filtered order list + report p50 at ${label(last?.orders)} ÷ p50 at ${label(first?.orders)}`,
      first?.orderFiltered,
      last?.orderFiltered,
      MAX_RATIO,
    ),
    growthBudget(
      `order desk p50 at ${label(last?.deskOrders)} ÷ p50 at ${label(first?.deskOrders)} orders of ${DESK_COLLABORATORS} collaborators`,
      first?.deskList,
      last?.deskList,
      MAX_RATIO,
    ),
  ];
  const caseBudgets = cases.flatMap((c) => growthCaseBudgets(c.growth, c.steps, MAX_RATIO));
  if (onlyCases.length > 0) return { steps, p50Ratio: null, p99Ratio: null, budgets: caseBudgets, cases };
  if (only) return { steps, p50Ratio: null, p99Ratio: null, budgets: companyBudgets };
  if (tendersOnly()) return { steps, p50Ratio: null, p99Ratio: null, budgets: bidBudgets };
  if (ordersOnly()) return { steps, p50Ratio: null, p99Ratio: null, budgets: orderBudgets };
  const partners = growthBudget(
    `list p50 at ${label(last?.rows)} ÷ p50 at ${label(first?.rows)}`,
    first,
    last,
    MAX_RATIO,
    ' (reported, not budgeted)',
  );
  const budgets = [partners, ...bidBudgets, ...orderBudgets, ...companyBudgets, ...caseBudgets];
  const p99Ratio = first?.p99Ms && last?.p99Ms ? last.p99Ms / first.p99Ms : null;
  return { steps, p50Ratio: partners.value, p99Ratio, budgets, cases };
}

export function printGrowth(report: GrowthReport): void {
  const companies = report.steps.some((s) => s.employees);
  const partners = report.steps.some((s) => s.runs.length > 0);
  if (partners) printPartnerGrowth(report);
  if (report.steps.some((s) => s.bidList)) printTenderGrowth(report);
  if (report.steps.some((s) => s.orderList)) printOrderGrowth(report);
  for (const c of report.cases ?? []) printGrowthCase(c.growth, c.steps);
  if (companies) {
    section(`dn_demo's company lists as they grow (embedded PostgreSQL, 20 connections; each list better of 2 runs of 5 s)`);
    console.log(
      table(
        [
          'employees',
          'contracts',
          'contract list req/s',
          'p50 ms',
          'p99 ms',
          'roster req/s',
          'p50 ms',
          'p99 ms',
          'filtered req/s',
          'p50 ms',
          'p99 ms',
          'errors',
        ],
        report.steps.map((s) => [
          (s.employees ?? 0).toLocaleString('en-US'),
          (s.companyContracts ?? 0).toLocaleString('en-US'),
          ...[s.contractList, s.employeeList, s.employeeFiltered].flatMap((x) => [
            fmt(x?.reqPerSec ?? 0, 0),
            fmt(x?.p50Ms ?? 0),
            fmt(x?.p99Ms ?? 0),
          ]),
          String([s.contractList, s.employeeList, s.employeeFiltered].reduce((n, x) => n + (x?.errors ?? 0) + (x?.non2xx ?? 0), 0)),
        ]),
      ),
    );
    console.log();
  }
  printBudgets(report.budgets);
}

function printPartnerGrowth(report: GrowthReport): void {
  section('Partner list as the table grows (embedded PostgreSQL, 20 connections, better of 2 runs of 5 s)');
  console.log(
    table(
      ['partners', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'generated in s'],
      report.steps.map((s) => [
        s.rows.toLocaleString('en-US'),
        fmt(s.reqPerSec, 0),
        fmt(s.p50Ms),
        fmt(s.p99Ms),
        String(s.errors + s.non2xx),
        fmt(s.generateSeconds),
      ]),
    ),
  );
  console.log();
}

function printTenderGrowth(report: GrowthReport): void {
  section('Public bid-post list as the tenders grow (embedded PostgreSQL, 20 connections, better of 2 runs of 5 s)');
  console.log(
    table(
      ['tenders', 'bid-post list req/s', 'p50 ms', 'p99 ms', 'errors'],
      report.steps.map((s) => [
        (s.tenders ?? 0).toLocaleString('en-US'),
        fmt(s.bidList?.reqPerSec ?? 0, 0),
        fmt(s.bidList?.p50Ms ?? 0),
        fmt(s.bidList?.p99Ms ?? 0),
        String((s.bidList?.errors ?? 0) + (s.bidList?.non2xx ?? 0)),
      ]),
    ),
  );
  console.log();
}

function printOrderGrowth(report: GrowthReport): void {
  section(
    `ctv_demo's order list (as it opens; filtered, with the report) and the order desk over ${DESK_COLLABORATORS} collaborators' orders (embedded PostgreSQL, 20 connections, better of 2 runs of 5 s)`,
  );
  console.log(
    table(
      ['orders', 'order list req/s', 'p50 ms', 'p99 ms', 'filtered req/s', 'p50 ms', 'p99 ms', 'desk req/s', 'p50 ms', 'p99 ms', 'errors'],
      report.steps.map((s) => [
        (s.orders ?? 0).toLocaleString('en-US'),
        ...[s.orderList, s.orderFiltered, s.deskList].flatMap((x) => [fmt(x?.reqPerSec ?? 0, 0), fmt(x?.p50Ms ?? 0), fmt(x?.p99Ms ?? 0)]),
        String([s.orderList, s.orderFiltered, s.deskList].reduce((n, x) => n + (x?.errors ?? 0) + (x?.non2xx ?? 0), 0)),
      ]),
    ),
  );
  console.log();
}

if (import.meta.main) {
  printGrowth(await benchGrowth());
}
