/**
 * How a page the server drew starts its scripts (public/boot.js reads the `portal-boot` data block
 * once the page has been painted): shared by the partner app's pages (entry-server.tsx) and the
 * console's (console/entry-server.tsx).
 */

/** Vite's manifest (dist/.vite/manifest.json), as far as the renderers read it. */
export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The entry, its shared chunks in the order they run, what to preload, and the page's own chunks
 * in the order they can run (each after the chunks it imports).
 */
export type BootData = {
  entry: string;
  stages: string[];
  preload: string[];
  pageStages: string[];
  /** antd's whole stylesheet, when the page came with only the rules it draws inlined: boot.js links it after the first paint. */
  antdStyles?: string;
};
export const BOOT_DATA_ID = 'portal-boot';

/** JSON safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The script files `roots` need, each after the chunks it imports (the order they can run in), leaving
 * out the manifest keys in `loaded` (what is already there); `loaded` gains every key visited, so a
 * second call with it lists only what the first did not.
 */
export function runOrder(manifest: Manifest, roots: readonly string[], loaded: Set<string> = new Set()): string[] {
  const order: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (loaded.has(key) || !chunk) return;
    loaded.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunk.file.endsWith('.js')) order.push(`/${chunk.file}`);
  };
  for (const root of roots) visit(root);
  return order;
}

/**
 * The shared chunks of the manifest's entry `entry` in the order they can run, each after the
 * chunks it imports (the entry itself not included). boot.js runs them one by one before the entry,
 * each as a task of its own: evaluated as one module graph, React, the router, the query client
 * and the app took one long task of the main thread. `loaded` gains the entry's keys.
 */
export const entryStagesOf = (manifest: Manifest, entry: string, loaded: Set<string> = new Set()): string[] =>
  manifest[entry] ? runOrder(manifest, manifest[entry].imports ?? [], loaded.add(entry)) : [];
