/**
 * Lighthouse (mobile: its default emulated Moto G Power, simulated slow 4G and 4× CPU slowdown)
 * against the real server serving the built web app (apps/web/dist), in Debian's Chromium.
 * Each page is audited RUNS times; each figure is the median of the runs.
 *
 *   node bench/web.ts     (audits a private copy of apps/web/dist: build it first)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEFAULT_DIST } from './bundle-budget.ts';
import { type Budget, budget, fmt, median, printBudgets, section, table } from './lib/report.ts';
import { snapshotDist } from './lib/dist.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { startServer } from './lib/server.ts';

export const PAGES = [
  { id: 'home', label: 'home', url: '/' },
  { id: 'login', label: 'provider login', url: '/dang-nhap/nha-cung-cap' },
  // Rendered on the server through the same mechanism; their content arrives with tendering and news.
  { id: 'bid', label: 'bid post', url: '/thau/1' },
  // The news list and a demo article (apps/api/src/db/seed-content.ts), rendered on the server too.
  { id: 'news', label: 'news list', url: '/tin-tuc' },
  { id: 'article', label: 'news article', url: '/tin-tuc/kham-suc-khoe-dinh-ky-vi-sao-doanh-nghiep-khong-nen-bo-qua' },
] as const satisfies readonly { id: string; label: string; url: string; placeholder?: boolean }[];
const RUNS = 3;

export const CHROME_FLAGS = CHROMIUM_ARGS;

export type PageFigures = {
  id: string;
  placeholder?: boolean;
  label: string;
  url: string;
  /** 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  runs: { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number }[];
};
/** `benchmarkIndex`: Lighthouse's measure of this machine's CPU (median over the runs; its 4× slowdown assumes a fast desktop, ~1500+). */
export type WebReport = { chromium: string; benchmarkIndex: number; runsPerPage: number; pages: PageFigures[]; budgets: Budget[] };

export async function benchWeb(dist = DEFAULT_DIST): Promise<WebReport> {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`no web build in ${dist}: run npm run build`);
  const chromePath = CHROMIUM_PATH;
  const server = await startServer({ webDist: dist });
  let chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const pages: PageFigures[] = [];
  let chromium = '';
  const benchmarkIndexes: number[] = [];
  /** One Lighthouse run; a run whose trace broke (NO_NAVSTART and the like) is retried in a fresh Chromium. */
  const audit = async (url: string) => {
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'silent', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      const why = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no result';
      if (attempt >= 3) throw new Error(`Lighthouse on ${url}: ${why}`);
      console.log(`[web] ${url}: ${why}; retrying in a fresh Chromium`);
      chrome.kill();
      chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    }
  };
  // BENCH_PAGES=login,home audits only those pages (a quick look; a full run measures them all).
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  try {
    for (const page of PAGES.filter((p) => !only || only.includes(p.id))) {
      const runs: PageFigures['runs'] = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await audit(`${server.baseUrl}${page.url}`);
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        chromium = lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? lhr.environment.hostUserAgent;
        const num = (id: string) => {
          const v = lhr.audits[id]?.numericValue;
          if (typeof v !== 'number') throw new Error(`Lighthouse audit ${id} has no value on ${page.url}`);
          return v;
        };
        const run = {
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: num('first-contentful-paint'),
          lcpMs: num('largest-contentful-paint'),
          tbtMs: num('total-blocking-time'),
          cls: num('cumulative-layout-shift'),
          speedIndexMs: num('speed-index'),
        };
        runs.push(run);
        console.log(
          `[web] ${page.url} run ${i + 1}: score ${run.score}, LCP ${fmt(run.lcpMs / 1000, 2)} s, TBT ${fmt(run.tbtMs, 0)} ms, CLS ${fmt(run.cls, 3)}`,
        );
      }
      const med = (k: keyof PageFigures['runs'][number]) => median(runs.map((r) => r[k]));
      pages.push({
        ...page,
        score: med('score'),
        fcpMs: med('fcpMs'),
        lcpMs: med('lcpMs'),
        tbtMs: med('tbtMs'),
        cls: med('cls'),
        speedIndexMs: med('speedIndexMs'),
        runs,
      });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  const budgets = pages
    .filter((p) => !p.placeholder)
    .flatMap((p) => [
      budget(`${p.label} (${p.url}) Lighthouse performance score`, p.score, 'min', 95, 'score'),
      budget(`${p.label} (${p.url}) LCP`, p.lcpMs / 1000, 'max', 1.5, 's'),
      budget(`${p.label} (${p.url}) TBT`, p.tbtMs, 'max', 150, 'ms'),
      budget(`${p.label} (${p.url}) CLS`, p.cls, 'max', 0.05, ''),
    ]);
  return { chromium, benchmarkIndex: Math.round(median(benchmarkIndexes)), runsPerPage: RUNS, pages, budgets };
}

export function printWeb(report: WebReport): void {
  section(`Lighthouse, mobile (${report.chromium}; median of ${report.runsPerPage} runs; CPU benchmarkIndex ${report.benchmarkIndex})`);
  console.log(
    table(
      ['page', 'url', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'Speed Index s'],
      report.pages.map((p) => [
        p.label,
        p.url,
        String(p.score),
        fmt(p.fcpMs / 1000, 2),
        fmt(p.lcpMs / 1000, 2),
        fmt(p.tbtMs, 0),
        fmt(p.cls, 3),
        fmt(p.speedIndexMs / 1000, 2),
      ]),
    ),
  );
  console.log();
  printBudgets(report.budgets);
}

if (import.meta.main) {
  const snapshot = await snapshotDist(DEFAULT_DIST);
  try {
    printWeb(await benchWeb(snapshot.dir));
  } finally {
    await snapshot.remove();
  }
}
