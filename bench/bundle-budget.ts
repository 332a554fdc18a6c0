/**
 * First-load size of the web app per route, from Vite's manifest (apps/web/dist/.vite/manifest.json):
 * the entry chunk and its static imports (recursively) with their CSS, plus for a lazy route its
 * chunk and that chunk's static imports. Sizes are gzip level 9, in kB (1000 bytes, as Vite prints).
 *
 *   node bench/bundle-budget.ts            print the table and the budgets
 *   node bench/bundle-budget.ts --check    … and exit 1 when a budget fails (npm test runs this)
 *   --dist <dir>                           another build folder (default apps/web/dist)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Budget, budget, fmt, printBudgets, table } from './lib/report.ts';

export const DEFAULT_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/**
 * The routes we budget, each with the lazy route modules (manifest keys) its first visit loads
 * besides the entry. The home page ships with the entry (apps/web/src/app/routes.tsx);
 * `optional` keys count only when the build has them (should home become lazy).
 */
export const ROUTES: readonly {
  id: 'home' | 'login' | 'shell' | 'bid';
  label: string;
  url: string;
  lazy: string[];
  optional?: string[];
}[] = [
  { id: 'home', label: 'home', url: '/', lazy: [], optional: ['src/app/routes/home.tsx', 'src/features/home/components/home-page.tsx'] },
  { id: 'login', label: 'login page', url: '/dang-nhap/nha-cung-cap', lazy: ['src/app/routes/login.tsx'] },
  // A page that draws antd components loads antd's scope (theme, texts) beside its module; a
  // visitor's bid page draws none.
  { id: 'shell', label: 'logged-in shell', url: '/tai-khoan', lazy: ['src/app/routes/account.tsx', 'src/components/antd-scope.tsx'] },
  { id: 'bid', label: 'bid post', url: '/thau/1', lazy: ['src/app/routes/bid.tsx'] },
];

export const BUDGETS_KB = { homeJs: 180, shellJs: 350 } as const;

export type RouteSize = {
  id: string;
  label: string;
  url: string;
  files: number;
  jsRawKb: number;
  jsGzKb: number;
  cssGzKb: number;
};

export type BundleReport = { dist: string; routes: RouteSize[]; budgets: Budget[] };

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`no Vite manifest at ${file}: build the web app first (npm run build)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  const found = entries.find(([k]) => k === 'index.html') ?? entries[0];
  if (!found) throw new Error('the manifest has no entry chunk');
  return found[0];
}

/** The manifest keys a first load of `roots` fetches: each root and its static imports, recursively. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest entry not found: ${key}`);
    seen.add(key);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  for (const r of roots) visit(r);
  return seen;
}

const gzCache = new Map<string, { raw: number; gz: number }>();
export function sizeOf(dist: string, file: string): { raw: number; gz: number } {
  const cached = gzCache.get(path.join(dist, file));
  if (cached) return cached;
  const buf = readFileSync(path.join(dist, file));
  const size = { raw: buf.length, gz: gzipSync(buf, { level: 9 }).length };
  gzCache.set(path.join(dist, file), size);
  return size;
}

export function measureBundles(dist = DEFAULT_DIST): BundleReport {
  const manifest = readManifest(dist);
  const entry = entryKey(manifest);
  const routes = ROUTES.map((route): RouteSize => {
    const lazy = [...route.lazy, ...(route.optional ?? []).filter((k) => manifest[k])];
    const keys = staticClosure(manifest, [entry, ...lazy]);
    const js = new Set<string>();
    const css = new Set<string>();
    for (const k of keys) {
      const chunk = manifest[k]!;
      if (chunk.file.endsWith('.js')) js.add(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
    }
    const sum = (files: Set<string>, pick: 'raw' | 'gz') => [...files].reduce((n, f) => n + sizeOf(dist, f)[pick], 0) / 1000;
    return {
      id: route.id,
      label: route.label,
      url: route.url,
      files: js.size + css.size,
      jsRawKb: sum(js, 'raw'),
      jsGzKb: sum(js, 'gz'),
      cssGzKb: sum(css, 'gz'),
    };
  });
  const find = (id: string) => routes.find((r) => r.id === id)?.jsGzKb ?? null;
  const budgets = [
    budget('home first-load JS (gzip)', find('home'), 'max', BUDGETS_KB.homeJs, 'kB'),
    budget('logged-in shell first-load JS (gzip)', find('shell'), 'max', BUDGETS_KB.shellJs, 'kB'),
    ...consoleBudgets(dist, manifest, entry),
  ];
  return { dist, routes, budgets };
}

// ——— The operator console (console.html): partner pages must never load a byte of it ———

/** The console's entry in the manifest, the console page's lazy desk loaded on its first visit, and its budget. */
export const CONSOLE = {
  entry: 'console.html',
  firstLoad: [] as string[],
  /** Source folder of the console: no partner page may load a module from it. */
  sourcePrefix: 'src/console/',
  /** A string only console code contains (its session storage key); found in a partner file = a leak. */
  marker: 'portal.console.session',
  budgetKb: 450,
} as const;

/** Every manifest key `roots` can ever load: static and dynamic imports, recursively. */
export function fullClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imp of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(imp);
  };
  for (const r of roots) visit(r);
  return seen;
}

/**
 * Console chunks are those reachable only from the console entry. The check: no chunk the
 * partner entry can ever load (first load or any lazy route) is a console chunk or holds a
 * `src/console/` module, and no partner route's first-load file contains the console's marker.
 * Returns the manifest keys that break it.
 */
export function consoleLeaks(dist: string, manifest: Manifest, partnerEntry: string): string[] {
  if (!manifest[CONSOLE.entry]) return [];
  const partner = fullClosure(manifest, [partnerEntry]);
  const consoleOnly = new Set([...fullClosure(manifest, [CONSOLE.entry])].filter((k) => !partner.has(k)));
  const leaks = new Set<string>();
  for (const key of partner) {
    const chunk = manifest[key]!;
    if (consoleOnly.has(key) || key.startsWith(CONSOLE.sourcePrefix) || chunk.src?.startsWith(CONSOLE.sourcePrefix)) leaks.add(key);
  }
  for (const route of ROUTES) {
    const keys = staticClosure(manifest, [partnerEntry, ...route.lazy, ...(route.optional ?? []).filter((k) => manifest[k])]);
    for (const key of keys) {
      const file = manifest[key]!.file;
      if (file.endsWith('.js') && readFileSync(path.join(dist, file), 'utf8').includes(CONSOLE.marker)) leaks.add(key);
    }
  }
  // The marker must be in the console's own first load, or the scan above proves nothing.
  const consoleFiles = [...staticClosure(manifest, [CONSOLE.entry])].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  if (!consoleFiles.some((f) => readFileSync(path.join(dist, f), 'utf8').includes(CONSOLE.marker)))
    leaks.add(`(marker ${CONSOLE.marker} not found in the console)`);
  return [...leaks];
}

/** The console's first-load JS (entry and its static imports), gzip kB. */
export function consoleFirstLoadKb(dist: string, manifest: Manifest): number | null {
  if (!manifest[CONSOLE.entry]) return null;
  const keys = staticClosure(manifest, [CONSOLE.entry, ...CONSOLE.firstLoad]);
  const files = new Set([...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js')));
  return [...files].reduce((n, f) => n + sizeOf(dist, f).gz, 0) / 1000;
}

function consoleBudgets(dist: string, manifest: Manifest, partnerEntry: string): Budget[] {
  if (!manifest[CONSOLE.entry]) return [];
  const leaks = consoleLeaks(dist, manifest, partnerEntry);
  return [
    budget('console modules in partner pages', leaks.length, 'max', 0, 'chunks', leaks.length ? leaks.join(', ') : undefined),
    budget('operator console first-load JS (gzip)', consoleFirstLoadKb(dist, manifest), 'max', CONSOLE.budgetKb, 'kB'),
  ];
}

export function printBundles(report: BundleReport): void {
  console.log(
    table(
      ['route', 'url', 'files', 'JS raw kB', 'JS gzip kB', 'CSS gzip kB'],
      report.routes.map((r) => [r.label, r.url, String(r.files), fmt(r.jsRawKb), fmt(r.jsGzKb), fmt(r.cssGzKb)]),
    ),
  );
  console.log();
  printBudgets(report.budgets);
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const distArg = args.indexOf('--dist');
  const dist = distArg >= 0 && args[distArg + 1] ? path.resolve(args[distArg + 1]!) : DEFAULT_DIST;
  const report = measureBundles(dist);
  console.log(`Bundle sizes (${path.relative(process.cwd(), dist) || '.'}; gzip -9, kB = 1000 bytes)\n`);
  printBundles(report);
  if (args.includes('--check') && report.budgets.some((b) => !b.pass)) {
    console.error('\nbundle budget exceeded');
    process.exit(1);
  }
}
