import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { cssFilter } from './src/lib/css-subset.ts';

/**
 * antd's stylesheet as the portal needs it: antd's zero-runtime build (`antd/dist/antd.css`, a
 * megabyte of rules) holds every component antd has, and each page the app takes over links it after
 * the first paint (public/boot.js), where parsing it and restyling the page for it was one long task
 * on a phone. The build keeps only the rules of the components the portal's code can draw: the
 * components it imports from antd, with every antd module those reach (a table draws a pagination, a
 * dropdown, checkboxes…). A rule goes when each of its selectors needs a class of a component none of
 * that reaches; every rule of no component (antd's shared base, motions, icons) stays. Its
 * per-component `box-sizing` resets go too: the portal's own stylesheets reset every element once.
 * docs/decisions/web.md ("antd's sheet as the portal needs it").
 *
 * The file is written beside the packages when the build's config loads (both builds read the same
 * file, so they name the same asset) and imported as `antd-sheet/antd.css?url` (lib/antd-styles.ts).
 * The dev server links the whole sheet: a component added while it runs is styled at once.
 */
export function antdSheetPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const whole = require.resolve('antd/dist/antd.css');
  const dir = fileURLToPath(new URL('./node_modules/.antd-sheet/', import.meta.url));
  return {
    name: 'antd-sheet',
    config(_config, { command }) {
      if (command === 'serve') return { resolve: { alias: [{ find: /^antd-sheet\/antd\.css/, replacement: whole }] } };
      const src = fileURLToPath(new URL('./src/', import.meta.url));
      const antdEs = join(dirname(whole), '..', 'es');
      const sheet = portalAntdSheet(readFileSync(whole, 'utf8'), antdFoldersReached(sourcesIn(src), antdEs), readdirSync(antdEs));
      mkdirSync(dir, { recursive: true });
      const file = join(dir, 'antd.css');
      if (!existsSync(file) || readFileSync(file, 'utf8') !== sheet) writeFileSync(file, sheet);
      return { resolve: { alias: [{ find: /^antd-sheet\//, replacement: dir }] } };
    },
  };
}

/** The app's own modules (not its tests): what the portal can draw. */
function sourcesIn(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'testing') out.push(...sourcesIn(path));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(readFileSync(path, 'utf8'));
  }
  return out;
}

const NAMED_IMPORT = /\bimport\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]antd['"]/g;
const DEEP_IMPORT = /\bfrom\s*['"]antd\/es\/([\w-]+)/g;
const BARREL_EXPORT = /export\s*\{\s*default as (\w+)\s*\}\s*from\s*'\.\/([\w-]+)'/g;
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g;

/**
 * The folders of `antd/es` (its components, and its helpers) that the portal's modules reach: the
 * ones their imports from antd name (`import { Table } from 'antd'`, `antd/es/notification/…`), and
 * every module those import in turn, inside antd.
 */
export function antdFoldersReached(sources: readonly string[], antdEs: string): Set<string> {
  const barrel = readFileSync(join(antdEs, 'index.js'), 'utf8');
  const folderOf = new Map([...barrel.matchAll(BARREL_EXPORT)].map((m) => [m[1] as string, m[2] as string]));
  const entries: string[] = [];
  for (const source of sources) {
    for (const [, type, names = ''] of source.matchAll(NAMED_IMPORT)) {
      if (type) continue;
      for (const item of names.split(',')) {
        const name =
          item
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '';
        const folder = name.startsWith('type ') ? undefined : folderOf.get(name);
        if (folder) entries.push(join(antdEs, folder, 'index.js'));
      }
    }
    for (const [, folder] of source.matchAll(DEEP_IMPORT)) entries.push(join(antdEs, folder as string, 'index.js'));
  }
  const seen = new Set<string>();
  const pending = entries.filter((file) => existsSync(file));
  while (pending.length) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = join(dirname(file), spec as string);
      const resolved = [target, `${target}.js`, join(target, 'index.js')].find((p) => existsSync(p) && statSync(p).isFile());
      if (resolved && !relative(antdEs, resolved).startsWith('..')) pending.push(resolved);
    }
  }
  // A folder whose styles' module is reached draws (its component's `useStyle`); one reached only
  // for a helper (a colour utility, a locale's calendar texts) does not.
  const drawn = new Set<string>();
  for (const file of seen) {
    const [folder, part] = relative(antdEs, file).split(sep);
    if (folder && part === 'style') drawn.add(folder);
  }
  return drawn;
}

/** A folder's name as antd names its styles' component ('input-number' → 'inputnumber', 'QRCode' → 'qrcode'). */
const comparable = (name: string) => name.replace(/-/g, '').toLowerCase();

/**
 * `css` (antd's sheet) without the rules only unreached components use (`folders`: all of `antd/es`'s). The sheet names each
 * component's styles and their class prefix (`.data-ant-cssinjs-cache-path`: `|Table-Table|ant-table|anticon:…;`);
 * a class belongs to the longest prefix it starts with. A prefix goes when every component that styles
 * it is a folder of antd left unreached; a component of no folder (`Shared`, `Wave`) always stays.
 */
export function portalAntdSheet(css: string, reached: ReadonlySet<string>, folders: readonly string[]): string {
  const path = css.match(/\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/)?.[1];
  if (!path) throw new Error("antd-sheet: antd's sheet no longer names its components' styles; see apps/web/antd-sheet-plugin.ts");
  const reachedNames = new Set([...reached].map(comparable));
  const unreached = new Set(folders.map(comparable).filter((folder) => !reachedNames.has(folder)));
  const kept = new Map<string, boolean>();
  for (const entry of path.split(';')) {
    const [hook, named] = entry.split('|').filter(Boolean);
    const prefix = named?.split(':')[0];
    if (!hook || !prefix) continue;
    const component = comparable(hook.split('-')[0] ?? '');
    const keep = !unreached.has(component);
    kept.set(prefix, (kept.get(prefix) ?? false) || keep);
  }
  const prefixes = [...kept.keys()].sort((a, b) => b.length - a.length);
  const has = (cls: string) => {
    const prefix = prefixes.find((p) => cls === p || cls.startsWith(`${p}-`));
    return prefix === undefined || kept.get(prefix) === true;
  };
  return withoutBoxSizingResets(cssFilter(css, has));
}

/** antd's per-component `box-sizing` resets: `.ant-x-css-var [class^="ant-x"], … [class*=" ant-x"]::after {box-sizing:border-box;}`. */
const BOX_SIZING_RESET = /(?<=^|\})(?:\.[\w-]+ \[class[\^*]="\s?[\w-]+"\](?:::before|::after)?,?)+\{box-sizing:border-box;\}/g;

/**
 * The sheet without antd's `box-sizing` resets, which the portal's stylesheets make once for every
 * element and the pseudo-elements of antd's (`*, [class^="ant-"]::before, …`, app/global.css,
 * console.css). Each component had four selectors whose last part is an attribute test
 * (`[class^="ant-table"]`): the browser tries every such rule on every element it styles, four
 * hundred selectors of the sheet.
 */
export function withoutBoxSizingResets(css: string): string {
  return css.replace(BOX_SIZING_RESET, '');
}
