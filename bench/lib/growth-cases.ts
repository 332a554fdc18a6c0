import type { Db } from '../../apps/api/src/db/client.ts';
import type { LoadResult } from './load.ts';
import { type Budget, budget, fmt, section, table } from './report.ts';

/** Who a measured list is read as: a demo account's token, or nobody (a public list). */
export type Reader = 'operator' | 'collaborator' | 'company' | 'provider' | 'visitor';

/** What a growth case may use while it grows and measures: the server and the demo tokens. */
export type GrowthContext = {
  baseUrl: string;
  databaseUrl: string;
  tokens: Record<Exclude<Reader, 'visitor'>, string>;
};

/**
 * One area's main lists as their data grows: `grow` brings the data from `from` to `to` rows (the
 * step sizes are `SIZES` of growth.ts: 10k → 100k → 1M), then each list is loaded at 20
 * connections (better of two runs of 5 s) and its p50 at the last size ÷ its p50 at the first
 * must stay ≤ 1.5×. Each area writes its cases in a file of its own (`growth-<area>.ts`) and lists
 * them in `GROWTH_CASES` (growth.ts), so `BENCH_ONLY=<area> node bench/growth.ts` runs them alone.
 */
export type GrowthCase = {
  /** The area, as `BENCH_ONLY` names it. */
  area: string;
  /** What grows, plural, for the report's header: "notifications of ctv_demo". */
  rows: string;
  grow(db: Db, from: number, to: number, ctx: GrowthContext): Promise<void>;
  /** The lists measured at each size. A path may depend on the data (an id generated at the first step). */
  lists: readonly {
    label: string;
    as: Reader;
    path: string | ((ctx: GrowthContext) => Promise<string>);
    /** Reported but not budgeted (say why in the case's file: an exact count of matching rows, say). */
    reportedOnly?: boolean;
  }[];
};

/** What one case measured at one size: a result per list, in the case's order. */
export type GrowthCaseStep = { rows: number; generateSeconds: number; results: LoadResult[] };

const label = (n: number | undefined) => (n ? `${n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`}` : '?');

/**
 * Latency at the larger size ÷ at the smaller: by p50, or, when a p50 is under autocannon's 1 ms
 * resolution (a kept answer's p50 reads 0 ms at every size, which made the ratio 0 ÷ 0), by the mean
 * latency that the throughput gives with every connection busy (Little's law: connections ÷ req/s;
 * autocannon's own mean averages whole milliseconds). `by` says which, for the budget's note.
 */
function p50Ratio(smaller: LoadResult | undefined, larger: LoadResult | undefined): { value: number | null; by: string } {
  if (!smaller || !larger) return { value: null, by: '' };
  if (smaller.p50Ms > 0 && larger.p50Ms > 0) return { value: larger.p50Ms / smaller.p50Ms, by: '' };
  if (!(smaller.reqPerSec > 0 && larger.reqPerSec > 0)) return { value: null, by: '' };
  const mean = (r: LoadResult) => (r.connections / r.reqPerSec) * 1000;
  return {
    value: mean(larger) / mean(smaller),
    by: `p50 under 1 ms: mean ${mean(smaller).toFixed(2)} → ${mean(larger).toFixed(2)} ms (connections ÷ req/s); `,
  };
}

/** A growth budget: p50 at the larger size ÷ at the smaller (`p50Ratio`) ≤ `maxRatio`, the p99 ratio in the note. */
export function growthBudget(
  name: string,
  smaller: LoadResult | undefined,
  larger: LoadResult | undefined,
  maxRatio: number,
  more = '',
): Budget {
  const p50 = p50Ratio(smaller, larger);
  const p99 = smaller?.p99Ms && larger?.p99Ms ? larger.p99Ms / smaller.p99Ms : null;
  return budget(name, p50.value, 'max', maxRatio, '×', `${p50.by}p99 ${fmt(p99, 2)}×${more}`);
}

/** p50 at the last size ÷ p50 at the first, per budgeted list. */
export function growthCaseBudgets(c: GrowthCase, steps: readonly GrowthCaseStep[], maxRatio: number): Budget[] {
  const first = steps[0];
  const last = steps.at(-1);
  return c.lists.flatMap((list, i) =>
    list.reportedOnly
      ? []
      : [
          growthBudget(
            `${list.label} p50 at ${label(last?.rows)} ÷ p50 at ${label(first?.rows)} ${c.rows}`,
            first?.results[i],
            last?.results[i],
            maxRatio,
          ),
        ],
  );
}

export function printGrowthCase(c: GrowthCase, steps: readonly GrowthCaseStep[]): void {
  section(`${c.area}: lists as the ${c.rows} grow (20 connections, better of 2 runs of 5 s)`);
  console.log(
    table(
      [c.rows, ...c.lists.flatMap((l) => [`${l.label} req/s`, 'p50 ms', 'p99 ms']), 'errors', 'generated in s'],
      steps.map((s) => [
        s.rows.toLocaleString('en-US'),
        ...s.results.flatMap((r) => [fmt(r.reqPerSec, 0), fmt(r.p50Ms), fmt(r.p99Ms)]),
        String(s.results.reduce((n, r) => n + r.errors + r.non2xx, 0)),
        fmt(s.generateSeconds),
      ]),
    ),
  );
  const reported = c.lists.filter((l) => l.reportedOnly).map((l) => l.label);
  if (reported.length > 0) console.log(`(reported, not budgeted: ${reported.join('; ')})`);
  console.log();
}
