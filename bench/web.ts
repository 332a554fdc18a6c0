/**
 * Lighthouse (mobile: its default emulated Moto G Power, simulated slow 4G and 4× CPU slowdown)
 * against the real server serving the built web app (apps/web/dist), in Debian's Chromium.
 * Each page is audited RUNS times; each figure is the median of the runs.
 *
 *   node bench/web.ts     (audits a private copy of apps/web/dist: build it first)
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  authEndpoints,
  deferredPaymentEndpoints,
  orderEndpoints,
  operatorSelfEndpoints,
  type PartnerType,
  POPUP_DONT_SHOW_KEY,
  pathOf,
  SESSION_COOKIE,
  SIGNED_IN_HINT_COOKIE,
} from '@portal/contract';
import { BUDGETS_KB, DEFAULT_DIST, entryKey, readManifest, sizeOf, staticClosure } from './bundle-budget.ts';
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
  // Public pages that draw antd (its stylesheet in their head).
  { id: 'faq', label: 'FAQ', url: '/thong-tin-chung?tab=faq' },
  { id: 'cooperation', label: 'cooperation', url: '/thong-tin-chung?tab=hop-tac' },
] as const satisfies readonly { id: string; label: string; url: string; placeholder?: boolean }[];
/**
 * The screens partners work in, signed in (issue: fast on the phone): each audited with a real
 * session in the browser (the token in its storage, as a login leaves it), a cold HTTP cache and no
 * service worker. `as` names the demo account; `operator` screens sign in to the console.
 */
export const SIGNED_IN_PAGES = [
  // The collaborator's menu (spec 1 §2.2, apps/web/src/features/shell/components/partner-menu-items.ts),
  // its workspace, its patients, an order's detail and a monthly report's dialog.
  { id: 'ctv-home', label: 'collaborator workspace', url: '/', as: 'ctv_demo', type: 'collaborator' },
  { id: 'ctv-orders', label: 'collaborator orders', url: '/chi-dinh', as: 'ctv_demo', type: 'collaborator' },
  { id: 'ctv-order', label: 'collaborator order detail', url: '/chi-dinh/{order}', as: 'ctv_demo', type: 'collaborator' },
  { id: 'ctv-debts', label: 'collaborator debts', url: '/cong-no', as: 'ctv_demo', type: 'collaborator' },
  { id: 'ctv-report', label: 'collaborator debt report dialog', url: '/cong-no?report={report}', as: 'ctv_demo', type: 'collaborator' },
  { id: 'ctv-prices', label: 'collaborator consulting prices', url: '/don-gia-tu-van', as: 'ctv_demo', type: 'collaborator' },
  { id: 'ctv-reports', label: 'collaborator reports', url: '/bao-cao', as: 'ctv_demo', type: 'collaborator' },
  { id: 'ctv-patients', label: 'collaborator patients', url: '/benh-nhan', as: 'ctv_demo', type: 'collaborator' },
  { id: 'ctv-profile', label: 'collaborator profile', url: '/ho-so', as: 'ctv_demo', type: 'collaborator' },
  { id: 'ctv-personnel', label: 'collaborator personnel', url: '/nhan-su', as: 'ctv_demo', type: 'collaborator' },
  { id: 'ctv-account', label: 'collaborator account', url: '/tai-khoan', as: 'ctv_demo', type: 'collaborator' },
  // The company's menu.
  { id: 'dn-units', label: 'company units', url: '/don-vi', as: 'dn_demo', type: 'company' },
  { id: 'dn-contracts', label: 'company contracts', url: '/hop-dong', as: 'dn_demo', type: 'company' },
  { id: 'dn-sets', label: 'company contract sets', url: '/bo-hop-dong', as: 'dn_demo', type: 'company' },
  { id: 'dn-profile', label: 'company profile', url: '/ho-so', as: 'dn_demo', type: 'company' },
  { id: 'dn-personnel', label: 'company personnel', url: '/nhan-su', as: 'dn_demo', type: 'company' },
  { id: 'dn-account', label: 'company account', url: '/tai-khoan', as: 'dn_demo', type: 'company' },
  // The provider's menu ('Thầu' is the home page's list of bids).
  { id: 'ncc-contracts', label: 'provider contracts', url: '/hop-dong', as: 'ncc_demo', type: 'provider' },
  { id: 'ncc-products', label: 'provider products', url: '/san-pham', as: 'ncc_demo', type: 'provider' },
  { id: 'ncc-home', label: 'provider home (bids)', url: '/', as: 'ncc_demo', type: 'provider' },
  { id: 'ncc-bids', label: 'provider bids', url: '/thau-cua-toi', as: 'ncc_demo', type: 'provider' },
  { id: 'ncc-profile', label: 'provider profile', url: '/ho-so', as: 'ncc_demo', type: 'provider' },
  { id: 'ncc-personnel', label: 'provider personnel', url: '/nhan-su', as: 'ncc_demo', type: 'provider' },
  { id: 'ncc-account', label: 'provider account', url: '/tai-khoan', as: 'ncc_demo', type: 'provider' },
  { id: 'console-home', label: 'console dashboard', url: '/quan-tri', as: 'admin_demo', type: 'operator' },
  { id: 'console-orders', label: 'console order desk', url: '/quan-tri/chi-dinh', as: 'admin_demo', type: 'operator' },
] as const satisfies readonly { id: string; label: string; url: string; as: string; type: PartnerType | 'operator' }[];

/**
 * The records an address names (`{order}`, `{report}`): the collaborator's newest order and a monthly
 * report with services, read through the API as the demo account, as the screens list them.
 */
async function resolveUrl(base: string, page: SignedInPage): Promise<string> {
  if (!page.url.includes('{')) return page.url;
  const token = await signInToken(base, page);
  const first = async (path: string, pick: (item: { id: string; serviceCount?: number }) => boolean = () => true) => {
    const res = await fetch(`${base}${path}?page=1&limit=20`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data?: { items?: { id: string; serviceCount?: number }[] } };
    const found = body.data?.items?.find(pick);
    if (!found) throw new Error(`no record for ${page.url} at ${path}: ${res.status}`);
    return encodeURIComponent(found.id);
  };
  let url: string = page.url;
  if (url.includes('{order}')) url = url.replace('{order}', await first(orderEndpoints.list.path));
  if (url.includes('{report}'))
    url = url.replace('{report}', await first(deferredPaymentEndpoints.list.path, (r) => (r.serviceCount ?? 1) > 0));
  return url;
}

type SignedInPage = (typeof SIGNED_IN_PAGES)[number];

const RUNS = Number(process.env.BENCH_RUNS) || 3;
const DEMO_PASSWORD = 'Demo@123';

/** A session of `page.as`, signed in through the API. */
async function signInToken(base: string, page: SignedInPage): Promise<string> {
  const operator = page.type === 'operator';
  const url = operator ? operatorSelfEndpoints.login.path : pathOf(authEndpoints.login, { type: page.type });
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: page.as, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data?: { token?: string; isSubUser?: boolean } };
  const token = body.data?.token;
  if (!token) throw new Error(`sign-in of ${page.as} failed: ${res.status}`);
  return token;
}

/** Signs `page.as` in through the API and leaves the session where the app keeps it, in this Chromium. */
async function signIn(port: number, base: string, page: SignedInPage): Promise<void> {
  const operator = page.type === 'operator';
  const token = await signInToken(base, page);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${base}/version.json`);
    await tab.evaluate(
      (operator, token, type, hint, sessionCookie, popupKey) => {
        localStorage.clear();
        // The demo's popup banner would be every screen's largest paint; a partner closes it once.
        localStorage.setItem(popupKey, '1');
        if (operator) localStorage.setItem('portal.console.session', JSON.stringify({ token }));
        else {
          localStorage.setItem('portal.session', JSON.stringify({ token, type, isSubUser: false }));
          // The cookies the app's sign-in leaves (lib/session.ts): the hint, and the token the server draws the first screen with.
          const doc = (globalThis as unknown as { document: { cookie: string } }).document;
          doc.cookie = `${hint}=${type}; Path=/; SameSite=Lax`;
          doc.cookie = `${sessionCookie}=${encodeURIComponent(token)}; Path=/; SameSite=Strict`;
        }
      },
      operator,
      token,
      page.type,
      SIGNED_IN_HINT_COOKIE,
      SESSION_COOKIE,
      POPUP_DONT_SHOW_KEY,
    );
    // A cold start but for the session: no HTTP cache, no service worker, no cached responses.
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage,indexeddb' });
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

export const CHROME_FLAGS = CHROMIUM_ARGS;

export type PageFigures = {
  id: string;
  /** Audited with a demo account's session (SIGNED_IN_PAGES). */
  signedIn?: boolean;
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
  /** Console errors and uncaught exceptions of the page (not failed requests), the most of any run. */
  errors: number;
  /** The scripts the page loaded (the first run's; a cold cache each run): see `scriptSizes`. */
  scripts: ScriptSizes | null;
  runs: { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number; errors: string[] }[];
};
/** `benchmarkIndex`: Lighthouse's measure of this machine's CPU (median over the runs; its 4× slowdown assumes a fast desktop, ~1500+). */
export type WebReport = { chromium: string; benchmarkIndex: number; runsPerPage: number; pages: PageFigures[]; budgets: Budget[] };

/**
 * What a screen's first load costs in script, from the requests Lighthouse saw (every script the page
 * loaded before the network went quiet), each file's size gzip -9 from the build (as the bundle
 * budget counts; the server may send brotli, smaller). `sharedGzKb` is what every page of the app
 * loads first (the entry and its static imports), `screenGzKb` the rest: what this screen adds.
 */
export type ScriptSizes = { files: number; firstLoadGzKb: number; sharedGzKb: number; screenGzKb: number };

export function scriptSizes(dist: string, shared: ReadonlySet<string>, scriptUrls: readonly string[]): ScriptSizes {
  const files = new Set(
    scriptUrls.map((u) => new URL(u).pathname.replace(/^\//, '')).filter((f) => f.endsWith('.js') && existsSync(path.join(dist, f))),
  );
  let sharedGz = 0;
  let screenGz = 0;
  for (const f of files) {
    const gz = sizeOf(dist, f).gz;
    if (shared.has(f)) sharedGz += gz;
    else screenGz += gz;
  }
  return { files: files.size, firstLoadGzKb: (sharedGz + screenGz) / 1000, sharedGzKb: sharedGz / 1000, screenGzKb: screenGz / 1000 };
}

/** The build's files every page loads first: the entry and its static imports (read once a run). */
export function sharedFiles(dist: string): Set<string> {
  const manifest = readManifest(dist);
  return new Set([...staticClosure(manifest, [entryKey(manifest)])].map((k) => manifest[k]!.file));
}

/** The same-origin script requests of a Lighthouse report (its network-requests audit). */
function scriptRequests(lhr: { audits: Record<string, { details?: unknown }> }, base: string): string[] {
  const items = (lhr.audits['network-requests']?.details as { items?: { url?: string; resourceType?: string }[] } | undefined)?.items ?? [];
  return items.filter((i) => i.resourceType === 'Script' && i.url?.startsWith(base)).map((i) => i.url!);
}

/** A signed-in screen's first load may carry at most the logged-in shell's budget of script (bench/bundle-budget.ts). */
export const SCREEN_FIRST_LOAD_KB = BUDGETS_KB.shellJs;

export async function benchWeb(dist = DEFAULT_DIST): Promise<WebReport> {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`no web build in ${dist}: run npm run build`);
  const chromePath = CHROMIUM_PATH;
  const server = await startServer({ webDist: dist });
  let chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const pages: PageFigures[] = [];
  let chromium = '';
  const benchmarkIndexes: number[] = [];
  const shared = sharedFiles(dist);
  /** One Lighthouse run; a run whose trace broke (NO_NAVSTART and the like) is retried in a fresh Chromium. */
  const audit = async (url: string, signedIn?: SignedInPage) => {
    for (let attempt = 1; ; attempt++) {
      if (signedIn) await signIn(chrome.port, server.baseUrl, signedIn);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'silent',
        onlyCategories: ['performance'],
        // Also what the page wrote to the console as errors and threw: a page that broke is no figure.
        onlyAudits: ['errors-in-console'],
        // The session lives in the page's storage, which Lighthouse would otherwise wipe; signIn cleared the rest.
        ...(signedIn ? { disableStorageReset: true } : {}),
      });
      const lhr = result?.lhr;
      if (lhr && !lhr.runtimeError) return { lhr, trace: (result.artifacts as { Trace?: unknown }).Trace };
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
    const all = [...PAGES.map((p) => ({ ...p, signedIn: undefined })), ...SIGNED_IN_PAGES.map((p) => ({ ...p, signedIn: p }))];
    for (const listed of all.filter((p) => !only || only.includes(p.id))) {
      const page = listed.signedIn ? { ...listed, url: await resolveUrl(server.baseUrl, listed.signedIn) } : listed;
      const runs: PageFigures['runs'] = [];
      let scripts: ScriptSizes | null = null;
      for (let i = 0; i < RUNS; i++) {
        const { lhr, trace } = await audit(`${server.baseUrl}${page.url}`, page.signedIn);
        scripts ??= scriptSizes(dist, shared, scriptRequests(lhr, server.baseUrl));
        // BENCH_LHR_DIR=/tmp/lhr keeps each run's whole report (layout shifts, long tasks, scripts) and
        // its trace (open it in Chromium's performance panel) to look into.
        if (process.env.BENCH_LHR_DIR) {
          await writeFile(path.join(process.env.BENCH_LHR_DIR, `${page.id}-${i + 1}.json`), JSON.stringify(lhr));
          if (trace) await writeFile(path.join(process.env.BENCH_LHR_DIR, `${page.id}-${i + 1}.trace.json`), JSON.stringify(trace));
        }
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
          errors: pageErrors(lhr),
        };
        runs.push(run);
        for (const error of run.errors) console.log(`[web] ${page.url} run ${i + 1}: page error: ${error}`);
        console.log(
          `[web] ${page.url} run ${i + 1}: score ${run.score}, LCP ${fmt(run.lcpMs / 1000, 2)} s, TBT ${fmt(run.tbtMs, 0)} ms, CLS ${fmt(run.cls, 3)}`,
        );
      }
      const med = (k: Exclude<keyof PageFigures['runs'][number], 'errors'>) => median(runs.map((r) => r[k]));
      pages.push({
        id: page.id,
        label: page.label,
        url: page.url,
        signedIn: page.signedIn !== undefined,
        score: med('score'),
        fcpMs: med('fcpMs'),
        lcpMs: med('lcpMs'),
        tbtMs: med('tbtMs'),
        cls: med('cls'),
        speedIndexMs: med('speedIndexMs'),
        errors: Math.max(...runs.map((r) => r.errors.length)),
        scripts,
        runs,
      });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  const budgets = pages
    .filter((p) => !p.placeholder)
    .flatMap((p) =>
      p.signedIn
        ? [
            // A signed-in screen on a mid-range phone (issue: fast on the phone where partners work).
            budget(`${p.label} (${p.url}) Lighthouse performance score`, p.score, 'min', 90, 'score'),
            budget(`${p.label} (${p.url}) LCP`, p.lcpMs / 1000, 'max', 2.5, 's'),
            budget(`${p.label} (${p.url}) TBT`, p.tbtMs, 'max', 200, 'ms'),
            budget(`${p.label} (${p.url}) CLS`, p.cls, 'max', 0.1, ''),
            budget(`${p.label} (${p.url}) errors on the page`, p.errors, 'max', 0, 'errors'),
            budget(
              `${p.label} (${p.url}) first-load script (gzip)`,
              p.scripts?.firstLoadGzKb ?? null,
              'max',
              SCREEN_FIRST_LOAD_KB,
              'kB',
              p.scripts
                ? `${p.scripts.files} files: ${fmt(p.scripts.sharedGzKb)} kB every page, ${fmt(p.scripts.screenGzKb)} kB this screen's`
                : undefined,
            ),
          ]
        : [
            budget(`${p.label} (${p.url}) Lighthouse performance score`, p.score, 'min', 95, 'score'),
            budget(`${p.label} (${p.url}) LCP`, p.lcpMs / 1000, 'max', 1.5, 's'),
            budget(`${p.label} (${p.url}) TBT`, p.tbtMs, 'max', 150, 'ms'),
            budget(`${p.label} (${p.url}) CLS`, p.cls, 'max', 0.05, ''),
            budget(`${p.label} (${p.url}) errors on the page`, p.errors, 'max', 0, 'errors'),
          ],
    );
  return { chromium, benchmarkIndex: Math.round(median(benchmarkIndexes)), runsPerPage: RUNS, pages, budgets };
}

/** What the page wrote to the console as errors and the exceptions it threw (a failed request is the server's answer, not the page's fault). */
function pageErrors(lhr: { audits: Record<string, { details?: unknown }> }): string[] {
  const items =
    (lhr.audits['errors-in-console']?.details as { items?: { source?: string; description?: string }[] } | undefined)?.items ?? [];
  return items.filter((item) => item.source !== 'network').map((item) => `${item.source}: ${item.description ?? ''}`);
}

export function printWeb(report: WebReport): void {
  section(`Lighthouse, mobile (${report.chromium}; median of ${report.runsPerPage} runs; CPU benchmarkIndex ${report.benchmarkIndex})`);
  console.log(
    table(
      ['page', 'url', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'Speed Index s', 'scripts', 'JS gzip kB', "of it the screen's"],
      report.pages.map((p) => [
        p.label,
        p.url,
        String(p.score),
        fmt(p.fcpMs / 1000, 2),
        fmt(p.lcpMs / 1000, 2),
        fmt(p.tbtMs, 0),
        fmt(p.cls, 3),
        fmt(p.speedIndexMs / 1000, 2),
        p.scripts ? String(p.scripts.files) : '–',
        fmt(p.scripts?.firstLoadGzKb),
        fmt(p.scripts?.screenGzKb),
      ]),
    ),
  );
  console.log();
  printBudgets(report.budgets);
}

if (import.meta.main) {
  // BENCH_DIST=<dir> measures another build (a before-and-after in one sitting).
  const snapshot = await snapshotDist(process.env.BENCH_DIST ?? DEFAULT_DIST);
  try {
    printWeb(await benchWeb(snapshot.dir));
  } finally {
    await snapshot.remove();
  }
}
