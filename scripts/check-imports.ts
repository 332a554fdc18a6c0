/**
 * Import boundaries that depend on the file an import lands on (`npm run lint`, `npm test`).
 *
 * Biome's noRestrictedImports (biome.json) matches the specifier as written, so it holds the
 * rules about packages: the contract names only zod, the web app never names @portal/api. What
 * it cannot say is "a feature may import only itself" or "an area may not open another area's
 * repository" when the import is `../../account/x` or `@/features/account/x`: that needs the
 * path resolved against the importing file. This script resolves relative and `@/` imports and
 * checks where they land:
 *
 *   - apps/web/src/features/X never imports apps/web/src/features/Y (app/ composes features)
 *   - the operator console (apps/web/src/console) follows the same rules inside itself; no partner
 *     file imports it, and it takes only the shared lib/, components/ and config/ of the web app
 *   - apps/web/src/{components,lib,config} never import apps/web/src/{features,app}
 *   - apps/web never imports apps/api, and apps/api never imports apps/web (the server loads the
 *     built renderer, apps/web/dist/server/entry-server.js, by path at start; shapes in the contract)
 *   - packages/contract never imports a file outside packages/contract
 *   - apps/api/src/modules/X never imports apps/api/src/modules/Y/*-repository (call Y's service)
 *   - the API's areas form layers: no area imports one that imports it back, directly or through others
 *   - a table is written (insert, update, delete) only by the area that owns its schema file
 *     (`TABLE_OWNERS`); the others call that area's service
 *
 * Textual on purpose (a regex over `import`/`export … from`, `import '…'` and `import('…')`): no
 * parser to install, and the whole tree takes a few milliseconds. Prints `file:line: message`
 * for each violation and exits 1 when there is any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type ImportRef = { specifier: string; line: number };
export type Violation = { file: string; line: number; message: string };

/** Folders scanned, relative to the repository root. */
export const SCANNED = ['apps/web', 'apps/api', 'packages/contract'] as const;

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'migrations']);

const IMPORT_PATTERNS = [
  // import x from '…', import { a, b } from '…', import type …, export { x } from '…', export * from '…'
  /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/g,
  // import '…' (side effects only)
  /\bimport\s*(['"])([^'"]+)\1/g,
  // import('…'), also inside `typeof import('…')`
  /\bimport\s*\(\s*(['"])([^'"]+)\1\s*\)/g,
];

/** Every module specifier in `source`, with its 1-based line. */
export function importSpecifiers(source: string): ImportRef[] {
  const found = new Map<number, ImportRef>();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      const specifier = match[2]!;
      const at = match.index + match[0].lastIndexOf(specifier);
      found.set(at, { specifier, line: lineAt(source, at) });
    }
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, ref]) => ref);
}

function lineAt(source: string, index: number): number {
  let line = 1;
  for (let i = source.indexOf('\n'); i !== -1 && i < index; i = source.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * The repository-relative path `specifier` points at, imported from `file` (also
 * repository-relative, posix separators), or undefined for a package name (Biome's part).
 */
export function resolveSpecifier(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  }
  if (specifier.startsWith('@/') && file.startsWith('apps/web/')) return `apps/web/src/${specifier.slice(2)}`;
  return undefined;
}

const within = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);

/** The folder name right under `parent` that holds `file`, if `file` is inside `parent`. */
function childOf(parent: string, file: string): string | undefined {
  if (!file.startsWith(`${parent}/`)) return undefined;
  const rest = file.slice(parent.length + 1);
  const slash = rest.indexOf('/');
  return slash === -1 ? undefined : rest.slice(0, slash);
}

const FEATURES = 'apps/web/src/features';
const CONSOLE = 'apps/web/src/console';
const CONSOLE_FEATURES = 'apps/web/src/console/features';
const CONSOLE_SHARED = ['apps/web/src/console/components', 'apps/web/src/console/lib', 'apps/web/src/console/config'];
const CONSOLE_UPPER = ['apps/web/src/console/features', 'apps/web/src/console/app'];
const WEB_SHARED = ['apps/web/src/components', 'apps/web/src/lib', 'apps/web/src/config'];
const WEB_UPPER = ['apps/web/src/features', 'apps/web/src/app'];
const API_MODULES = 'apps/api/src/modules';
const REPOSITORY = /-repository(?:\.[cm]?[jt]s)?$/;

/** The rule `file` breaks by importing `target`, as a message, or undefined. */
export function boundaryProblem(file: string, target: string): string | undefined {
  const consoleProblem = consoleBoundaryProblem(file, target);
  if (consoleProblem) return consoleProblem;
  const feature = childOf(FEATURES, file);
  const targetFeature = childOf(FEATURES, target);
  if (feature && targetFeature && feature !== targetFeature) {
    return `features/${feature} imports features/${targetFeature}: a feature never imports another feature; compose them in app/`;
  }
  const shared = WEB_SHARED.find((folder) => within(file, folder));
  const upper = WEB_UPPER.find((folder) => within(target, folder));
  if (shared && upper) {
    return `${path.posix.basename(shared)}/ imports ${path.posix.basename(upper)}/: components/, lib/ and config/ never import features/ or app/`;
  }
  if (within(file, 'apps/web') && within(target, 'apps/api')) return 'the web app never imports the API (apps/api)';
  if (within(file, 'apps/api') && within(target, 'apps/web')) {
    return 'the API never imports the web app (apps/web): it loads the built renderer from dist at start';
  }
  if (within(file, 'packages/contract') && !within(target, 'packages/contract')) {
    return 'packages/contract imports only zod and its own files';
  }
  const area = childOf(API_MODULES, file);
  const targetArea = childOf(API_MODULES, target);
  if (area && targetArea && area !== targetArea && REPOSITORY.test(target)) {
    return `modules/${area} imports ${path.posix.basename(target)} of modules/${targetArea}: an area reaches another area through its service, never its repository`;
  }
  return undefined;
}

/** The operator console is a second app in the same package: partner pages never load it. */
function consoleBoundaryProblem(file: string, target: string): string | undefined {
  const inConsole = within(file, CONSOLE);
  if (within(file, 'apps/web') && !inConsole && within(target, CONSOLE)) {
    return 'a partner file imports the operator console (apps/web/src/console): partner pages must never load it';
  }
  if (!inConsole) return undefined;
  const feature = childOf(CONSOLE_FEATURES, file);
  const targetFeature = childOf(CONSOLE_FEATURES, target);
  if (feature && targetFeature && feature !== targetFeature) {
    return `console/features/${feature} imports console/features/${targetFeature}: a feature never imports another feature; compose them in console/app`;
  }
  const shared = CONSOLE_SHARED.find((folder) => within(file, folder));
  if (shared && CONSOLE_UPPER.some((folder) => within(target, folder))) {
    return `console/${path.posix.basename(shared)}/ imports console features or app: components/, lib/ and config/ never import features/ or app/`;
  }
  if (WEB_UPPER.some((folder) => within(target, folder))) {
    return "the console imports the partner app's features/ or app/: it shares only lib/, components/ and config/";
  }
  return undefined;
}

/** Violations in one file, given its repository-relative path and its text. */
export function fileViolations(file: string, source: string): Violation[] {
  const violations: Violation[] = [];
  for (const { specifier, line } of importSpecifiers(source)) {
    const target = resolveSpecifier(file, specifier);
    const problem = target === undefined ? undefined : boundaryProblem(file, target);
    if (problem) violations.push({ file, line, message: `${problem} (import '${specifier}')` });
  }
  return violations;
}

function* sourceFiles(root: string, folder: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* sourceFiles(root, relative);
    } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield relative;
    }
  }
}

/** Every violation under the scanned folders of the repository at `root`. */
export function checkImports(root: string): Violation[] {
  const violations: Violation[] = [];
  const sources = new Map<string, string>();
  for (const folder of SCANNED) {
    for (const file of sourceFiles(root, folder)) {
      const source = readFileSync(path.join(root, file), 'utf8');
      sources.set(file, source);
      violations.push(...fileViolations(file, source));
    }
  }
  violations.push(...areaCycles(sources), ...tableWriteViolations(sources));
  return violations;
}

// ——— Layers between the API's areas ———

/**
 * The API's areas must form layers: each cycle among them (an area importing one that imports
 * it back, directly or through others) is one violation, reported at the first import of it.
 */
export function areaCycles(sources: ReadonlyMap<string, string>): Violation[] {
  const edges = new Map<string, Map<string, { file: string; line: number }>>();
  for (const [file, source] of sources) {
    const area = childOf(API_MODULES, file);
    if (!area || TEST_FILE.test(file)) continue;
    const out = edges.get(area) ?? new Map<string, { file: string; line: number }>();
    edges.set(area, out);
    for (const { specifier, line } of importSpecifiers(source)) {
      const target = resolveSpecifier(file, specifier);
      const to = target === undefined ? undefined : childOf(API_MODULES, target);
      if (to && to !== area && !out.has(to)) out.set(to, { file, line });
    }
  }
  const violations: Violation[] = [];
  const seen = new Set<string>();
  const visit = (area: string, trail: string[]) => {
    for (const [to, at] of edges.get(area) ?? []) {
      const start = trail.indexOf(to);
      if (start !== -1) {
        const cycle = [...trail.slice(start), to];
        const key = cycle.slice(0, -1).sort().join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          violations.push({
            ...at,
            message: `the areas import each other in a cycle: ${cycle.join(' → ')} (an area calls only areas below it)`,
          });
        }
      } else if (trail.length < 32) visit(to, [...trail, to]);
    }
  };
  for (const area of [...edges.keys()].sort()) visit(area, [area]);
  return violations;
}

// ——— One writer per table ———

const DB = 'apps/api/src/db';
const TEST_FILE = /(?:\.test\.[cm]?[jt]sx?$|^apps\/api\/test\/)/;

/**
 * Who writes the tables of each schema file: an area of `apps/api/src/modules`, or the one
 * shared file that keeps them. Written by hand: a new schema file is refused until it has an owner.
 */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  'schema-auth.ts': 'modules/auth',
  'schema-renames.ts': 'modules/auth',
  'schema-files.ts': 'db/files-repository.ts',
  'schema-platform.ts': 'lib',
  'schema-audit.ts': 'modules/audit',
  'schema-integrations.ts': 'modules/integrations',
  'schema-shell.ts': 'modules/shell',
  'schema-popup.ts': 'modules/popup',
  'schema-locations.ts': 'modules/locations',
  'schema-patients.ts': 'modules/patients',
  'schema-products.ts': 'modules/products',
  'schema-orders.ts': 'modules/orders',
  'schema-contracts.ts': 'modules/contracts',
  'schema-companies.ts': 'modules/companies',
  'schema-tendering.ts': 'modules/tendering',
  'schema-content.ts': 'modules/content',
  'schema-media.ts': 'modules/media',
  'schema-engagement.ts': 'modules/engagement',
  'schema-notifications.ts': 'modules/notifications',
  'schema-debts.ts': 'modules/debts',
  'schema-debt-letters.ts': 'modules/debts',
  'schema-deferred-payments.ts': 'modules/debts',
  'schema-backups.ts': 'modules/queue',
  'schema-organization.ts': 'modules/organization',
};

/** The owner (`TABLE_OWNERS`) whose writes `file` may make, if any. */
function writerOf(file: string): string | undefined {
  const area = childOf(API_MODULES, file);
  if (area) return `modules/${area}`;
  if (within(file, 'apps/api/src/lib')) return 'lib';
  return undefined;
}

// The data layer (the seeds load whole databases, files-repository owns its table), the admin CLI
// (restore) and the tests (their own rows) write any table.
const WRITES_ANYTHING = (file: string) => TEST_FILE.test(file) || within(file, DB) || within(file, 'apps/api/src/cli');

const TABLE_EXPORT = /^export const (\w+) = pgTable\(/gm;
const NAMED_IMPORT = /\bimport\s+(?:type\s+)?\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2/g;
const LOCAL_ALIAS = /^\s*const (\w+) = (\w+);/gm;
const WRITE = /\.(insert|update|delete)\(\s*(\w+)\s*\)/g;

/**
 * A write (`.insert(t)`, `.update(t)`, `.delete(t)`) to a table whose schema file another owner
 * holds. Tables are followed through `import { t as x }` and `const x = t;`.
 */
export function tableWriteViolations(sources: ReadonlyMap<string, string>): Violation[] {
  const violations: Violation[] = [];
  const ownerOfTable = new Map<string, { owner: string; schema: string }>();
  for (const [file, source] of sources) {
    const schema = path.posix.basename(file);
    if (path.posix.dirname(file) !== DB || !schema.startsWith('schema-')) continue;
    const owner = TABLE_OWNERS[schema];
    if (!owner) {
      violations.push({
        file,
        line: 1,
        message: `${schema} has no owner in TABLE_OWNERS (scripts/check-imports.ts): say which area writes its tables`,
      });
      continue;
    }
    for (const match of source.matchAll(TABLE_EXPORT)) ownerOfTable.set(match[1]!, { owner, schema });
  }
  for (const [file, source] of sources) {
    if (!within(file, 'apps/api/src') || WRITES_ANYTHING(file)) continue;
    const writer = writerOf(file);
    const local = new Map<string, string>();
    for (const match of source.matchAll(NAMED_IMPORT)) {
      const target = resolveSpecifier(file, match[3]!);
      if (!target || path.posix.dirname(target) !== DB || !path.posix.basename(target).startsWith('schema')) continue;
      for (const part of match[1]!.split(',')) {
        const [name, alias] = part
          .replace(/^\s*type\s+/, '')
          .trim()
          .split(/\s+as\s+/);
        if (name) local.set(alias ?? name, name);
      }
    }
    for (const match of source.matchAll(LOCAL_ALIAS)) {
      const table = local.get(match[2]!);
      if (table) local.set(match[1]!, table);
    }
    for (const match of source.matchAll(WRITE)) {
      const table = local.get(match[2]!);
      const owned = table === undefined ? undefined : ownerOfTable.get(table);
      if (!owned || owned.owner === writer) continue;
      violations.push({
        file,
        line: lineAt(source, match.index),
        message: `${match[1]}s ${table} (${owned.schema}), which ${owned.owner} owns: only its owner writes a table; call its service`,
      });
    }
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const violations = checkImports(root);
  for (const { file, line, message } of violations) console.error(`${file}:${line}: ${message}`);
  if (violations.length > 0) {
    console.error(`✖ ${violations.length} import boundary violation${violations.length === 1 ? '' : 's'}`);
    process.exit(1);
  }
  console.log('✔ import boundaries');
}
