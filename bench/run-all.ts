/**
 * `npm run bench`: bundle sizes, API load (with each main list against its raw twin), list growth, the roster import, the mixed workload (one
 * then two servers behind nginx) and Lighthouse, one after the other (never
 * two at once: the figures are CPU-bound), then one summary of every figure and budget, written
 * to bench/results/latest.json as well.
 *
 *   npm run bench                     everything (builds the web app first when its sources are newer)
 *   node bench/run-all.ts --no-build  use apps/web/dist as it is (or BENCH_NO_BUILD=1 npm run bench)
 *   node bench/run-all.ts --check     exit 1 when a budget fails or a step breaks (or BENCH_CHECK=1)
 */
import { statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureWebBuilt } from '../scripts/web-build.ts';
import { type ApiRun, benchApi, printApi } from './api.ts';
import { type BundleReport, DEFAULT_DIST, measureBundles, printBundles } from './bundle-budget.ts';
import { benchGrowth, type GrowthReport, printGrowth } from './growth.ts';
import { benchMixed, type MixedReport, printMixed } from './mixed.ts';
import { benchRosterImport, printRosterImport, type RosterReport } from './roster-import.ts';
import { snapshotDist } from './lib/dist.ts';
import { type Budget, budgetRows, fmt, section, table } from './lib/report.ts';
import { benchWeb, printWeb, type WebReport } from './web.ts';

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build') || process.env.BENCH_NO_BUILD === '1';
const check = args.includes('--check') || process.env.BENCH_CHECK === '1';
const started = Date.now();
const builtAt = () => statSync(path.join(DEFAULT_DIST, 'index.html'), { throwIfNoEntry: false })?.mtimeMs;
const RESULTS = fileURLToPath(new URL('./results/latest.json', import.meta.url));

const machine = () => ({
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
  platform: `${os.type()} ${os.release()} ${os.arch()}`,
  node: process.version,
  loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
});

const results: {
  date: string;
  machine: ReturnType<typeof machine>;
  loadAverageAtEnd?: number[];
  durationS?: number;
  webBuild: { builtAt?: string; rebuilt?: boolean; note?: string };
  bundle?: BundleReport;
  api?: ApiRun[];
  growth?: GrowthReport;
  roster?: RosterReport;
  mixed?: MixedReport;
  web?: WebReport;
  errors: { step: string; message: string }[];
  budgets: (Budget & { step: string })[];
} = { date: new Date().toISOString(), machine: machine(), webBuild: {}, errors: [], budgets: [] };

console.log(
  `Benchmarks on ${results.machine.cpus} × ${results.machine.cpuModel}, ${results.machine.memoryGb} GB, Node ${results.machine.node}; load average ${results.machine.loadAverage.join(' ')}`,
);
if ((results.machine.loadAverage[0] ?? 0) > results.machine.cpus * 0.5) {
  console.log('⚠ the machine is busy: figures will be lower and noisier than on an idle machine');
}

async function step<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    const r = await fn();
    console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
    return r;
  } catch (err) {
    const message = (err as Error).stack ?? String(err);
    console.error(`✖ ${name} failed: ${message}`);
    results.errors.push({ step: name, message: (err as Error).message });
    return undefined;
  }
}

// 1. The web build (rebuilt when its sources are newer), copied so that both the sizes and
//    Lighthouse see one build even if someone rebuilds apps/web/dist meanwhile.
if (!noBuild) {
  await step('web build', async () => {
    const before = builtAt();
    try {
      await ensureWebBuilt();
      results.webBuild.rebuilt = builtAt() !== before;
      console.log(results.webBuild.rebuilt ? 'built apps/web/dist' : 'apps/web/dist is newer than its sources: not rebuilt');
    } catch (err) {
      results.webBuild.note = `build failed (${(err as Error).message}); using the existing apps/web/dist`;
      console.log(`⚠ ${results.webBuild.note}`);
    }
  });
}
const snapshot = await step('copy of apps/web/dist', () => snapshotDist(DEFAULT_DIST));
if (snapshot) results.webBuild.builtAt = snapshot.builtAt;

try {
  if (snapshot) {
    results.bundle = await step('bundle sizes', async () => {
      const r = measureBundles(snapshot.dir);
      printBundles(r);
      return r;
    });
  }
  results.api = await step('API load (embedded, then machine PostgreSQL)', async () => {
    const r = await benchApi();
    printApi(r);
    return r;
  });
  results.growth = await step('partner list growth (10k → 100k → 1M)', async () => {
    const r = await benchGrowth();
    printGrowth(r);
    return r;
  });
  results.roster = await step('roster import (10,000 rows: dry run + commit)', async () => {
    const r = await benchRosterImport();
    printRosterImport(r);
    return r;
  });
  results.mixed = await step('mixed workload (one server, then two behind nginx)', async () => {
    const r = await benchMixed();
    printMixed(r);
    return r;
  });
  if (snapshot) {
    results.web = await step('Lighthouse', async () => {
      const r = await benchWeb(snapshot.dir);
      printWeb(r);
      return r;
    });
  }
} finally {
  await snapshot?.remove();
}

// Summary: every figure, then every budget.
const figures: string[][] = [];
const add = (area: string, figure: string, value: string) => figures.push([area, figure, value]);
for (const r of results.bundle?.routes ?? []) {
  add('bundle', `${r.label} first-load JS / CSS (gzip)`, `${fmt(r.jsGzKb)} / ${fmt(r.cssGzKb)} kB`);
}
for (const run of results.api ?? []) {
  const area = `api ${run.database}${run.serverVersion ? ` (PG ${run.serverVersion})` : ''}`;
  if (!run.cases) {
    add(area, 'skipped', run.skipped ?? '');
    continue;
  }
  for (const c of run.cases) {
    const share = c.ofCeiling == null ? '' : `, ${fmt(c.ofCeiling * 100)}% of ceiling`;
    add(
      area,
      `${c.label} @${c.connections}`,
      `${fmt(c.reqPerSec, 0)} req/s, p50 ${fmt(c.p50Ms, 0)} ms, p99 ${fmt(c.p99Ms, 0)} ms, ${c.errors + c.non2xx} err${share}`,
    );
  }
  for (const t of run.twins ?? []) {
    add(
      area,
      `${t.label} vs its raw twin`,
      `${fmt(t.portal.reqPerSec, 0)} vs ${fmt(t.twin.reqPerSec, 0)} req/s (${fmt(t.ratio * 100, 0)} %), p99 ${fmt(t.portal.p99Ms, 0)} / ${fmt(t.twin.p99Ms, 0)} ms`,
    );
  }
}
for (const s of results.growth?.steps ?? []) {
  add(
    'growth',
    `list @20, ${s.rows.toLocaleString('en-US')} partners`,
    `${fmt(s.reqPerSec, 0)} req/s, p50 ${fmt(s.p50Ms, 0)} ms, p99 ${fmt(s.p99Ms, 0)} ms`,
  );
}
for (const r of results.roster ? [results.roster.baseline, results.roster.import] : []) {
  add(
    'roster',
    `import ${r.rows.toLocaleString('en-US')} rows (dry run + commit)`,
    `${fmt(r.dryRunMs, 0)} + ${fmt(r.commitMs, 0)} ms, ${fmt(r.rowsPerSec, 0)} rows/s`,
  );
}
if (results.mixed?.skipped) add('mixed', 'skipped', results.mixed.skipped);
for (const r of results.mixed?.runs ?? []) {
  add(
    'mixed',
    `${r.servers === 1 ? 'one server' : 'two servers'}, every kind of user at once (total)`,
    `${fmt(r.total.reqPerSec, 0)} req/s, p50 ${fmt(r.total.p50Ms, 0)} ms, p99 ${fmt(r.total.p99Ms, 0)} ms, ${r.total.errors} err, CPU ${fmt(r.cpu.machineBusyPct, 0)} % busy`,
  );
}
if (results.web) add('lighthouse', 'CPU benchmarkIndex (median)', String(results.web.benchmarkIndex));
for (const p of results.web?.pages ?? []) {
  add(
    'lighthouse',
    `${p.label} ${p.url}`,
    `score ${p.score}, LCP ${fmt(p.lcpMs / 1000, 2)} s, TBT ${fmt(p.tbtMs, 0)} ms, CLS ${fmt(p.cls, 3)}` +
      (p.scripts
        ? `, ${p.scripts.files} scripts ${fmt(p.scripts.firstLoadGzKb)} kB gzip (${fmt(p.scripts.screenGzKb)} kB the screen's)`
        : ''),
  );
}

const budgetSets: [string, Budget[] | undefined][] = [
  ['bundle', results.bundle?.budgets],
  ['api', results.api?.flatMap((r) => r.budgets)],
  ['growth', results.growth?.budgets],
  ['roster', results.roster?.budgets],
  ['mixed', results.mixed?.budgets],
  ['web', results.web?.budgets],
];
for (const [stepName, set] of budgetSets) for (const b of set ?? []) results.budgets.push({ ...b, step: stepName });

results.durationS = Math.round((Date.now() - started) / 1000);
results.loadAverageAtEnd = os.loadavg().map((l) => Math.round(l * 100) / 100);

section(`Summary (${results.date.slice(0, 16).replace('T', ' ')} UTC, ${results.durationS} s)`);
console.log(table(['area', 'figure', 'value'], figures));
console.log();
console.log(table(['', 'budget', 'measured', 'limit', 'note'], budgetRows(results.budgets)));
for (const e of results.errors) console.log(`ERROR in ${e.step}: ${e.message.split('\n')[0]}`);
if (results.webBuild.note) console.log(`note: ${results.webBuild.note}`);
const failed = results.budgets.filter((b) => !b.pass).length;
console.log(
  `\n${results.budgets.length - failed} budgets pass, ${failed} fail${results.errors.length ? `, ${results.errors.length} steps failed` : ''}.`,
);

await mkdir(new URL('./results/', import.meta.url), { recursive: true });
await writeFile(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Written to ${RESULTS}`);

if (check && (failed > 0 || results.errors.length > 0)) process.exit(1);
