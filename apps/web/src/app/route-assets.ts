import { entryStagesOf, type Manifest } from '@/lib/boot-data';

/**
 * The files a server-rendered page needs beyond the entry, from Vite's manifest: the chunks of
 * its lazy route modules (and their static imports), the locale chunks the page waits for, and
 * their styles. The server sends them as `modulepreload` / stylesheet links in the page's head,
 * so they download while the entry does instead of after it has run.
 */
export type { Manifest };

/** Loaded beside every page: antd's Vietnamese texts (the browser waits for them before hydrating). */
const ALWAYS = [/\/antd\/es\/locale\/vi_VN\.js$/];
/** Loaded beside every lazy page (app/routes.tsx, `page`). */
const WITH_LAZY_PAGE = [/(?:^|\/)src\/lib\/dayjs\.ts$/];
/** Loaded beside every lazy page that draws antd (components/lazy-in-antd-scope.tsx). */
const WITH_ANTD_PAGE = [/(?:^|\/)src\/components\/antd-scope\.tsx$/];

/** The chunks `roots` need, each after the chunks it imports (the order they can run in). */
function closure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const order = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    order.add(key);
  };
  for (const root of roots) visit(root);
  return order;
}

/**
 * `scripts`: the page's chunks beyond the entry's, each after the chunks it imports: the browser
 * runs them one by one, each in a task of its own, before the page renders (main.tsx), rather
 * than as one module graph in one long task.
 */
export type RouteAssets = { scripts: string[]; styles: string[] };

/** The manifest key of the partner app's entry (index.html). */
function entryKey(manifest: Manifest): string | undefined {
  const keys = Object.keys(manifest);
  return keys.find((k) => k === 'index.html') ?? keys.find((k) => manifest[k]?.isEntry);
}

/** The partner entry's shared chunks in the order boot.js runs them (lib/boot-data.ts). */
export function entryStages(manifest: Manifest): string[] {
  const entry = entryKey(manifest);
  return entry ? entryStagesOf(manifest, entry) : [];
}

/** The manifest key of a route module named in a route's handle (app/routes.tsx). */
export const routeModuleKey = (name: string) => `src/app/routes/${name}.tsx`;

export function routeAssets(
  manifest: Manifest,
  moduleNames: readonly string[],
  { antd = false, dialogs = [] }: { antd?: boolean; dialogs?: readonly string[] } = {},
): RouteAssets {
  const modules = moduleNames.map(routeModuleKey);
  const keys = Object.keys(manifest);
  const entry = entryKey(manifest);
  const loaded = closure(manifest, entry ? [entry] : []);
  const find = (patterns: readonly RegExp[]) => keys.filter((k) => patterns.some((p) => p.test(k)));
  const roots = [
    ...find(ALWAYS),
    ...(modules.length > 0 ? find(WITH_LAZY_PAGE) : []),
    ...(modules.length > 0 && antd ? find(WITH_ANTD_PAGE) : []),
    ...modules.filter((m) => manifest[m]),
    // A dialog the address opens (RouteHandle `opens`), after the page that draws it.
    ...dialogs.filter((d) => manifest[d]),
  ];
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const key of closure(manifest, roots)) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key]!;
    if (chunk.file.endsWith('.js')) scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
  }
  return { scripts, styles: [...styles] };
}
