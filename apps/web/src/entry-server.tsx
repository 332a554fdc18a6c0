import { AsyncLocalStorage } from 'node:async_hooks';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { WebRenderEntry, WebRendererOptions, WebRenderRequest, WebRenderResult } from '@portal/contract';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { ANTD_RULES_ATTRIBUTE, ANTD_STYLES_HREF } from './lib/antd-styles';
import { classesIn, cssSubsetter } from './lib/css-subset';
import { entryStages, type Manifest, type RouteAssets, routeAssets } from './app/route-assets';
import { pageMetaOf, pageStatusOf, routerContextFor } from './app/route-data';
import { isRouteHandle } from './app/route-handle';
import { routes } from './app/routes';
import { BOOT_DATA_ID, type BootData, FRAME_ATTRIBUTE, queriesOf, SERVER_STATE_ID, type ServerState, scriptJson } from './app/server-state';
import { canAccess, ROUTE_ACCESS } from './lib/access';
import { renderAsPartner, type Session, setServerSessionSource } from './lib/session';
import { drawWhole, renderForPhone } from './lib/first-draw';
import { profileQueryOptions } from './lib/profile';
import { loadAntdLocale } from './lib/antd-locale';
import { setServerHtmlSanitizer } from './components/safe-html';
import { setApiTransport } from './lib/api-client';
import { escapeHtml, renderHead } from './lib/page-meta';
import { siteNameIn } from './lib/site-name';
import { createQueryClient } from './lib/query-client';

/**
 * The server renderer of the public pages (built by `vite build --ssr` to
 * dist/server/entry-server.js; the API server calls it, apps/api/src/web/). One request: React
 * Router's static handler runs the matched routes' loaders on a query client of this request
 * alone, the app renders from it to HTML with antd's styles extracted, and the page goes out with
 * its head, the preloads of its chunks and the state the browser hydrates from. A page behind
 * login without the signed-in hint (or for another type) answers `shell`: the browser renders it.
 *
 * A page behind login is drawn as a frame for the signed-in hint's partner type: before its data,
 * or with it when the request carried the partner's token (SESSION_COOKIE): then the page's loaders
 * and the profile are read with that token, the calls of this request alone carrying it (a request
 * scope, not a global), and the page is never cached (apps/api/src/web/).
 */
export const createRenderer: WebRenderEntry['createRenderer'] = async (options: WebRendererOptions) => {
  // The partner whose page this request draws, for the API client (lib/session.ts) while its data loads.
  const requests = new AsyncLocalStorage<Session | null>();
  setServerSessionSource(() => requests.getStore() ?? null);
  setApiTransport(async (input, init) => {
    const answer = await options.fetch(String(input), {
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers)),
    });
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, { status: answer.status, headers: answer.headers });
  });
  // Stored HTML is written into the page through the server's own sanitiser (SafeHtml).
  if (options.sanitizeHtml) setServerHtmlSanitizer(options.sanitizeHtml);
  // Rendered once, with the Vietnamese texts; the browser waits for them before hydrating.
  await loadAntdLocale();
  const handler = createStaticHandler(routes);
  const manifest = options.manifest as Manifest;
  // The page's scripts start once it has been painted (public/boot.js): the template's entry
  // script and preload links move into the boot data block.
  const entryScript = options.template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1];
  const template = options.template
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  if (!entryScript) throw new Error('the built index.html has no entry script');
  const entry: string = entryScript;
  // The entry's static imports (what the template preloaded), in the order boot.js runs them.
  const stages = entryStages(manifest);

  /** antd's styles before the page's own stylesheet (the portal's rules win a tie, lib/antd-styles.ts). */
  const antdFirst = (html: string, tag: string) => html.replace('<link rel="stylesheet"', () => `${tag}\n    <link rel="stylesheet"`);
  const withAntdStyles = (html: string) =>
    antdFirst(html, `<link rel="stylesheet" href="${escapeHtml(ANTD_STYLES_HREF)}" data-antd-styles>`);
  // A drawn page carries the rules of antd's sheet that its markup uses, in the sheet's place; the
  // whole sheet comes after the first paint (boot.js), for what the app draws next. Without the
  // sheet's text (a renderer given no files), the page links it.
  const antdSheet = options.readAsset?.(ANTD_STYLES_HREF);
  const antdRulesFor = antdSheet ? cssSubsetter(antdSheet) : undefined;
  const withAntdRules = (html: string, body: string) =>
    antdRulesFor
      ? antdFirst(html, `<style ${ANTD_RULES_ATTRIBUTE}>${antdRulesFor(classesIn(body)).replace(/<\/style/gi, '<\\/style')}</style>`)
      : withAntdStyles(html);

  /**
   * The shell a page behind login is drawn into: the built index.html with the route's stylesheets
   * and chunk preloads in its head (and antd's stylesheet first when the page draws antd), so they
   * download with the entry instead of one round trip after another.
   */
  const shellPage = (assets: RouteAssets, antd: boolean): WebRenderResult => {
    const links = [
      ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
      ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    ];
    const html = antd ? withAntdStyles(options.template) : options.template;
    return { kind: 'shell', html: html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`) };
  };

  async function render({ url, origin, partner, token, phone = false }: WebRenderRequest): Promise<WebRenderResult> {
    const location = new URL(url, origin);
    const handles = (matchRoutes(routes, location.pathname) ?? []).map((m) => m.route.handle).filter(isRouteHandle);
    const page = handles.at(-1);
    if (!page) return { kind: 'shell' };
    const behindLogin = ROUTE_ACCESS[page.route].kind === 'partner';
    // A page behind login, for a partner type the signed-in hint names and the page admits: drawn as
    // that type sees it before its data (header, menu, the page with its lists loading); the browser
    // then renders it over this frame with the session and the data (main.tsx).
    // The home page too: a signed-in partner's home is its workspace.
    // Dialogs the address opens (a notification's link): their chunks come with the page's.
    const dialogs = Object.entries(page.opens ?? {}).flatMap(([param, file]) => (location.searchParams.has(param) ? [file] : []));
    const frameFor = partner && (behindLogin ? canAccess(page.route, { token: '', ...partner }) : page.route === 'home') ? partner : null;
    if (behindLogin && !frameFor) {
      // Drawn in the browser (the token lives there), but its chunks and styles are known here.
      return shellPage(
        routeAssets(
          manifest,
          handles.flatMap((h) => (h.module ? [h.module] : [])),
          { antd: page.antd === true, dialogs },
        ),
        page.antd === true,
      );
    }

    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
    // With the partner's token: its profile (what its role may see) and the page's data, read as it.
    const session: Session | null = frameFor && token ? { token, ...frameFor } : null;
    const [context] = await requests.run(session, () =>
      Promise.all([
        handler.query(new Request(location), { requestContext: routerContextFor(client) }),
        session ? client.prefetchQuery(profileQueryOptions(session.type)) : undefined,
      ]),
    );
    if (context instanceof Response) {
      const target = context.headers.get('Location');
      return target ? { kind: 'redirect', status: context.status, location: target } : { kind: 'shell' };
    }
    // A loader that failed: let the browser render the page and its error screen.
    if (context.errors) return { kind: 'shell' };

    const styles = createCache();
    const router = createStaticRouter(handler.dataRoutes, context);
    const draw = () =>
      renderToString(
        <StrictMode>
          <StyleProvider cache={styles}>
            <AppProvider client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </StyleProvider>
        </StrictMode>,
      );
    // A frame is drawn for the browser's kind (the browser renders over it, measuring); a public page
    // is hydrated and cached for anyone, so it is drawn as the browser's first render will be.
    const body = await drawWhole(() => (frameFor ? renderForPhone(phone, () => renderAsPartner(session ?? frameFor, draw)) : draw()));

    const matches = context.matches.map((m) => ({ loaderData: context.loaderData[m.route.id] }));
    const assets = routeAssets(
      manifest,
      handles.flatMap((h) => (h.module ? [h.module] : [])),
      { antd: page.antd === true, dialogs },
    );
    const state = scriptJson({
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      queries: queriesOf(client),
      ...(frameFor ? { frame: true } : {}),
      // Its token accepted (the profile read with it): the page has the partner's data, the browser may hydrate it.
      ...(session && client.getQueryState(profileQueryOptions(session.type).queryKey)?.status === 'success' ? { drawn: { phone } } : {}),
    } satisfies ServerState);
    const siteName = siteNameIn(client);
    client.clear();
    const boot = scriptJson({
      entry,
      stages,
      preload: [...stages, ...assets.scripts],
      pageStages: assets.scripts,
      ...(page.antd && antdRulesFor ? { antdStyles: ANTD_STYLES_HREF } : {}),
    } satisfies BootData);
    const head = [
      // A frame is a partner's own page: never indexed (only its cookie brings it).
      renderHead(frameFor ? { noindex: true } : (pageMetaOf(matches) ?? {}), origin, location.pathname, siteName),
      ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
      extractStyle(styles),
      `<script type="application/json" id="${BOOT_DATA_ID}">${boot}</script>`,
      '<script defer src="/boot.js"></script>',
    ].join('\n    ');
    const html = (page.antd ? withAntdRules(template, body) : template)
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('</head>', () => `    ${head}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        // A frame does nothing until the page is drawn over it (main.tsx): `inert`, so a tap or a
        // key press meanwhile is not taken by a control that is about to be replaced.
        () =>
          `<div id="root"${frameFor ? ` ${FRAME_ATTRIBUTE}` : ''}>${body}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`,
      );
    return { kind: 'page', status: pageStatusOf(matches), html };
  }

  return { render };
};
