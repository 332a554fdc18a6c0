import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { ConsoleRenderEntry, ConsoleRenderRequest } from '@portal/contract';
import { ConfigProvider } from 'antd';
import viVN from 'antd/es/locale/vi_VN';
import { renderToString } from 'react-dom/server';
import { matchRoutes } from 'react-router';
import { ANTD_THEME } from '@/lib/antd-theme';
import { BOOT_DATA_ID, type BootData, entryStagesOf, type Manifest, runOrder, scriptJson } from '@/lib/boot-data';
import { CONSOLE_FRAME_ATTRIBUTE, ConsoleFrame } from './app/console-frame';
import { deskModuleOf, isConsoleHandle } from './app/route-handle';
import { consoleRoutes } from './app/routes';

/** The console's entry in Vite's manifest. */
const ENTRY = 'console.html';

/**
 * The console's server renderer (built by `vite build --ssr` to dist/server/console-server.js; the
 * API server loads it at start, apps/api/src/web/page-renderer.ts): the page with the frame of its
 * layout (app/console-frame.tsx), drawn before the console's code arrives (on a phone, seconds).
 * The same for every operator; the browser draws the console over it (main.tsx).
 *
 * The page starts its scripts as the partner pages do (public/boot.js), once the frame has been
 * painted: requested at once from the head, a hundred-odd script files held the first paint
 * behind them on a slow connection, and ran before it.
 */
export const createConsoleRenderer: ConsoleRenderEntry['createConsoleRenderer'] = ({ template, manifest: rawManifest }) => {
  const manifest = rawManifest as Manifest;
  const entry = manifest[ENTRY] ? `/${manifest[ENTRY].file}` : undefined;
  // What the entry loads (its keys gathered in `loaded`), which a desk's chunks leave out.
  const loaded = new Set<string>();
  const stages = entryStagesOf(manifest, ENTRY, loaded);
  // The template's stylesheets first; its entry script and preloads move into the boot data block.
  const sheets = template.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const page = template
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  /** The chunks of the page's desk beyond what the entry loads, each after the chunks it imports. */
  const deskChunks = (name: string | undefined) =>
    name ? runOrder(manifest, [`src/console/app/routes/${name}.tsx`], new Set(loaded)) : [];

  return {
    render({ url, phone = false }: ConsoleRenderRequest): string | null {
      const matched = matchRoutes(consoleRoutes, new URL(url, 'http://console.invalid').pathname) ?? [];
      // The sign-in and first-password pages are not in the layout: the plain page.
      if (matched.length < 2 || !entry) return null;
      const handle = matched
        .map((m) => m.route.handle)
        .filter(isConsoleHandle)
        .at(-1);
      const styles = createCache();
      const body = renderToString(
        <StyleProvider cache={styles}>
          <ConfigProvider locale={viVN} theme={ANTD_THEME}>
            <ConsoleFrame handle={handle} phone={phone} />
          </ConfigProvider>
        </StyleProvider>,
      );
      const desk = deskChunks(deskModuleOf(matched.at(-1)?.route ?? {}));
      const boot = scriptJson({ entry, stages, preload: [...stages, ...desk], pageStages: desk } satisfies BootData);
      const head = [
        ...sheets,
        extractStyle(styles),
        `<script type="application/json" id="${BOOT_DATA_ID}">${boot}</script>`,
        '<script defer src="/boot.js"></script>',
      ].join('\n    ');
      return page
        .replace('</head>', () => `  ${head}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root" ${CONSOLE_FRAME_ATTRIBUTE}>${body}</div>`);
    },
  };
};
