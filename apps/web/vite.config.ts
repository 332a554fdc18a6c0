import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { antdSheetPlugin } from './antd-sheet-plugin.ts';
import { endpointSchemasPlugin } from './endpoint-schemas-plugin.ts';
import { iconNamesPlugin } from './icon-names-plugin.ts';
import { BUILD_STAMP_FILE, buildStampOf } from './src/lib/version';

const apiTarget = 'http://127.0.0.1:3000';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** The operator console is a second HTML entry: the dev server answers /quan-tri pages with it, as the API does. */
const consolePages: Plugin = {
  name: 'console-pages',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/quan-tri(?:[/?#]|$)/.test(req.url) && !/\.[a-z0-9]{1,8}(?:\?|$)/i.test(req.url)) req.url = '/console.html';
      next();
    });
  },
};

/**
 * The build's version stamp (spec 1 §4 cache version), the one source both sides read: BUILD_STAMP
 * when given (a release pipeline), else the build's UTC time. The browser build writes it to
 * dist/server/build-stamp.json (the API answers /version.json with it; dist/server is never sent)
 * and the server build reads it back, so both bundles carry the same stamp.
 */
function resolveBuildStamp(isSsrBuild: boolean | undefined): string {
  const given = process.env.BUILD_STAMP?.trim();
  if (given) return given;
  const written = fileURLToPath(new URL(`./dist/${BUILD_STAMP_FILE}`, import.meta.url));
  if (isSsrBuild && existsSync(written)) {
    const { version } = JSON.parse(readFileSync(written, 'utf8')) as { version?: unknown };
    if (typeof version === 'string') return version;
  }
  return buildStampOf(new Date());
}

/** The stamp, and the build's mode: a production server refuses a development build (apps/api/src/lib/production-checks.ts). */
const buildStampFile = (stamp: string, mode: string): Plugin => ({
  name: 'build-stamp',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: BUILD_STAMP_FILE, source: `${JSON.stringify({ version: stamp, mode })}\n` });
  },
});

// Two outputs: the browser app in dist/ (with its manifest), and with `--ssr` the server renderer
// in dist/server/ (entry-server.js, everything bundled in: the API server imports it at start).
export default defineConfig(({ isSsrBuild, mode }) => {
  const stamp = resolveBuildStamp(isSsrBuild);
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    // iconNamesPlugin: antd's icons read Vietnamese names, in both builds (icon-names-plugin.ts).
    // endpointSchemasPlugin: the browser's endpoints without the schemas only the server runs.
    // antdSheetPlugin: antd's sheet with the components the portal draws (antd-sheet-plugin.ts), in both builds.
    plugins: [
      react(),
      consolePages,
      iconNamesPlugin(),
      antdSheetPlugin(),
      ...(isSsrBuild ? [] : [endpointSchemasPlugin(), buildStampFile(stamp, mode)]),
    ],
    // The dev server pre-bundles antd and its icons, which the plugins above never see.
    optimizeDeps: { rolldownOptions: { plugins: [iconNamesPlugin()] } },
    define: {
      'import.meta.env.VITE_BUILD_STAMP': JSON.stringify(stamp),
      // The renderer bundles React and antd (noExternal): it runs in the build's mode, whatever
      // NODE_ENV the API server has, so its styles carry the class names the browser's bundle
      // hydrates with ('css-…', not the development 'css-dev-only-do-not-override-…').
      ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') } : {}),
    },
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/version.json': { target: apiTarget, changeOrigin: false },
      },
    },
    preview: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/version.json': { target: apiTarget, changeOrigin: false },
      },
    },
    ssr: { noExternal: true, target: 'node' },
    build: {
      outDir: isSsrBuild ? 'dist/server' : 'dist',
      emptyOutDir: !isSsrBuild,
      manifest: !isSsrBuild,
      target: 'es2022',
      rolldownOptions: {
        // Left to the automatic split, modules only lazy pages use (zod, antd's form and tooltip)
        // landed in chunks shared with the entry, and the home page downloaded them unused. Named
        // groups keep them apart: zod and TanStack Query each in a chunk of their own.
        output: isSsrBuild
          ? {}
          : {
              codeSplitting: {
                groups: [
                  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
                  // The query client and the profile query travel together (the entry needs both): a
                  // lazy page that reads only the former would otherwise split them in two chunks.
                  { name: 'profile', test: /[\\/]src[\\/]lib[\\/](?:profile|query-client)\.ts$/ },
                ],
              },
            },
        // Two pages: the partners' app and the operator console, which partner pages never load; and
        // their two server renderers (the console's draws only its frame, src/console/entry-server.tsx).
        input: (isSsrBuild
          ? { 'entry-server': page('src/entry-server.tsx'), 'console-server': page('src/console/entry-server.tsx') }
          : { index: page('index.html'), console: page('console.html') }) as Record<string, string>,
        treeshake: {
          // antd's own sub-packages ship without `sideEffects: false`, so an unused import of a
          // module pulls it in whole (one Modal drags all of rc-form). They are pure React
          // components and helpers; so is the contract package (schemas, messages, paths), but for
          // its zod.ts, which configures zod before the first schema is built (it exports only zod's
          // own `z`: taken for pure, the build would drop it, and zod would try `new Function`).
          // Inside a contract module, the schemas nothing uses are dropped because
          // endpointSchemasPlugin marks the calls that build them pure (the bundler cannot tell;
          // `manualPureFunctions: ['z']` did not change one byte of the build).
          moduleSideEffects: [
            { test: /\/node_modules\/(?:@rc-component|@ant-design|antd)\//, sideEffects: false },
            { test: /\/packages\/contract\/src\/(?!zod\.ts$)/, sideEffects: false },
          ],
        },
      },
    },
  };
});
