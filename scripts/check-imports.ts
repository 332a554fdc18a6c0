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
  for (const folder of SCANNED) {
    for (const file of sourceFiles(root, folder)) violations.push(...fileViolations(file, readFileSync(path.join(root, file), 'utf8')));
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
