import { type Budget, budget, fmt } from './report.ts';

/**
 * What a request may cost, as its req/s ÷ the ceiling's (`GET /api/ping`, same run): one line per
 * measured case. Cases a run did not measure (a `BENCH_ONLY` selection) are left out.
 */
export const COST_BUDGET_PCT = {
  /** A signed-in read of one row (the caller's profile) and a signed-in lookup. */
  signedInRead: 20,
  /** A public cached read (footer, lookups), 200 or 304. */
  publicCached: 50,
  /** Each area's main list as it opens (a page with its total). */
  pageList: 10,
  /** A list filtered or searched. */
  filteredList: 5,
} as const;
/** p99 of an unfiltered list at 20 connections. */
export const LIST_P99_MS = 25;

const SIGNED_IN_READS = ['profile', 'lookup', 'lookup304'] as const;
const PUBLIC_CACHED = ['footer', 'footer304', 'publicLookup', 'publicLookup304'] as const;
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
const FILTERED_LISTS = [
  'myBids',
  'orderFiltered',
  'orderSearch',
  'contractEmployeesFiltered',
  'contractEmployeesSearch',
  'blogSearch',
  'inboxFiltered',
  'mediaFolder',
  'mediaSearch',
  'debtLettersFiltered',
] as const;

type Measured = { id: string; label: string; reqPerSec: number; p99Ms: number; ofCeiling: number | null };

export function costBudgets(database: string, cases: readonly Measured[]): Budget[] {
  const get = (id: string) => cases.find((c) => c.id === id);
  const pct = (c: Measured) => (c.ofCeiling == null ? null : c.ofCeiling * 100);
  const out: Budget[] = [];
  const ratio = (ids: readonly string[], limit: number, what: string) => {
    for (const id of ids) {
      const c = get(id);
      if (c) out.push(budget(`[${database}] ${what}: ${c.label}, % of ceiling`, pct(c), 'min', limit, '%'));
    }
  };
  ratio(SIGNED_IN_READS, COST_BUDGET_PCT.signedInRead, 'signed-in read');
  ratio(PUBLIC_CACHED, COST_BUDGET_PCT.publicCached, 'public cached read');
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
  ratio(PAGE_LISTS, COST_BUDGET_PCT.pageList, 'page list');
  ratio(FILTERED_LISTS, COST_BUDGET_PCT.filteredList, 'filtered list');
  for (const id of PAGE_LISTS) {
    const c = get(id);
    if (c) out.push(budget(`[${database}] page list p99 @20: ${c.label}`, c.p99Ms, 'max', LIST_P99_MS, 'ms'));
  }
  return out;
}
