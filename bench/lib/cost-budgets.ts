import { type Budget, budget, fmt } from './report.ts';

/**
 * What a request may cost, against what it could cost: a public cached read's 304 against its 200,
 * and the main lists' p99 at 20 connections. (A case's share of the ceiling, `GET /api/ping` in the
 * same run, is printed with every case, without a budget: the main lists are held to their raw
 * twins instead, lib/twins.ts.) Cases a run did not measure (a `BENCH_ONLY` selection) are left out.
 */
/** p99 of an unfiltered list at 20 connections. */
export const LIST_P99_MS = 25;

/** Each area's main list as it opens. */
const PAGE_LISTS = [
  'list',
  'contracts',
  'bidList',
  'requestList',
  'orderList',
  'companyContracts',
  'contractEmployees',
  'blogList',
  'inbox',
  'mediaRoot',
  'debtLetters',
  'debtReports',
  'deskReports',
] as const;

type Measured = { id: string; label: string; reqPerSec: number; p99Ms: number; ofCeiling: number | null };

export function costBudgets(database: string, cases: readonly Measured[]): Budget[] {
  const get = (id: string) => cases.find((c) => c.id === id);
  const out: Budget[] = [];
  for (const [ok, full] of [
    ['footer304', 'footer'],
    ['publicLookup304', 'publicLookup'],
  ] as const) {
    const [a, b] = [get(ok), get(full)];
    if (a && b)
      out.push(
        budget(
          `[${database}] ${a.label}: req/s ÷ the 200's`,
          a.reqPerSec / b.reqPerSec,
          'min',
          1,
          '×',
          `${fmt(a.reqPerSec, 0)} vs ${fmt(b.reqPerSec, 0)} req/s (a 304 must cost less than its 200)`,
        ),
      );
  }
  for (const id of PAGE_LISTS) {
    const c = get(id);
    if (c) out.push(budget(`[${database}] page list p99 @20: ${c.label}`, c.p99Ms, 'max', LIST_P99_MS, 'ms'));
  }
  return out;
}
