import { NOTICE } from '@portal/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter, loadMatchedRoutes, preloadMatchedRoutes } from './app/app';
import type { AppRouter } from './app/router-context';
import { FrameTakeover, waitForFirstData } from './app/first-data';
import { readBootData, readServerState, restoreQueries } from './app/server-state';
import { loadAntdLocale } from './lib/antd-locale';
import { profileQueryOptions } from './lib/profile';
import { hydrateForPhone, takeOverWithData } from './lib/first-draw';
import { PRIVATE_QUERY_SCOPE, queryClient } from './lib/query-client';
import { listenToServiceWorker, registerServiceWorker } from './lib/service-worker';
import { COOKIES_AT_LOAD, getSession, hydrateAsSession, sessionDrawnBy } from './lib/session';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error(NOTICE.noRoot);

// Spec 1 §7: antd's Vietnamese texts and (when logged in) the profile load at start, beside the
// page code; the footer comes with the root route's data.
const localeReady = loadAntdLocale();
const session = getSession();
const serverState = readServerState(document);
/** The profile: asked for unless the cache holds this session's (`fresh`: asked for even so). */
const prefetchProfile = (fresh = false) => {
  if (session) void queryClient.prefetchQuery({ ...profileQueryOptions(session.type), ...(fresh ? { staleTime: 0 } : {}) });
};
// A page the server drew carries the profile it drew with: asking for it again here cost a request,
// and the evaluation of its calls' code (zod and the contract's schemas) in one long task at start.
if (!serverState) prefetchProfile();

/** The longest a page behind login keeps its frame on screen while its first data loads. */
const FIRST_DATA_WAIT_MS = 2500;

/** What the route's loader names (its code, and its data when not in the state), with this browser's session: at most the frame's wait. */
const routeLoaded = () =>
  Promise.race([preloadMatchedRoutes(window.location), new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);

/** Lets the browser paint and handle input between the start's steps (each then a task of its own). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// No top-level await: lazy chunks import shared code from the entry, which a module that
// awaits at its top would turn into separate small chunks (and a heavier first load).
async function start(root: HTMLElement): Promise<AppRouter> {
  const state = serverState;
  if (state) {
    // A page the server rendered: take over its markup with the data it was rendered from,
    // once the page's code and the locale it was rendered with are in. The entry's own evaluation
    // ends first, in a task of its own.
    await nextTask();
    restoreQueries(queryClient, state.queries);
    // Whom the page was drawn for (its data and profile came in the state), when drawn.
    const drawnFor = state.drawn ? sessionDrawnBy(COOKIES_AT_LOAD) : null;
    // The profile came in the state when the page was drawn for this session; drawn for another
    // (a sign-in elsewhere since), this session's is asked for.
    prefetchProfile(!drawnFor);
    await nextTask();
    // The page's chunks, one task each (they are preloaded): evaluated as one module graph by the
    // route's import, they held the main thread for one long task.
    for (const href of readBootData(document)?.pageStages ?? []) {
      await import(/* @vite-ignore */ href).catch(() => undefined);
      await nextTask();
    }
    await Promise.all([localeReady, loadMatchedRoutes(window.location.pathname)]);
    await nextTask();
    const router = createAppRouter(state.router);
    await nextTask();
    if (state.frame) {
      // Once on screen (hydrated or drawn over the frame), the root takes input again.
      const overFrame = (
        <StrictMode>
          <FrameTakeover root={root}>
            <App router={router} />
          </FrameTakeover>
        </StrictMode>
      );
      const deadline = Date.now() + FIRST_DATA_WAIT_MS;
      // What the route's loader names, with this browser's session: the code (the signed-in home's
      // workspace), and the data when the frame came without it.
      await routeLoaded();
      if (state.drawn && drawnFor) {
        // Drawn with this session's data (its token, in the cookies the page was requested with):
        // hydrated as a public page is, drawn as the server drew it (the session, a phone's layout or
        // not, the rows at once); then it measures the window and loads what only the browser shows
        // (the bell). No second render of the page, no second layout pass; the route's code is in, so
        // no part of the page waits to hydrate while the rest renders around it.
        hydrateAsSession(drawnFor);
        hydrateForPhone(state.drawn.phone);
        takeOverWithData(true);
        startTransition(() => {
          hydrateRoot(root, overFrame);
        });
        return router;
      }
      // Drawn before its data (for the signed-in hint's type), or for another session: the browser
      // renders it afresh with the session it holds, over the frame, which stays on screen until the
      // page's first render is ready with its data (a transition: rendered in slices, the frame kept;
      // app/first-data.tsx). Drawn with the partner's data, the lists keep their rows on screen.
      takeOverWithData(state.queries.some((query) => query.key[0] === PRIVATE_QUERY_SCOPE));
      waitForFirstData(queryClient, deadline);
      startTransition(() => {
        createRoot(root).render(overFrame);
      });
      return router;
    }
    // Hydration as a transition: React yields to the browser every few milliseconds instead of
    // taking over the main thread in one long task (the page is already on screen; input that
    // arrives meanwhile is replayed once its part has hydrated).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
    return router;
  }
  const router = createAppRouter();
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  return router;
}

// Head updates and link warming: needed from the first navigation on, loaded after the first page.
// The service worker (shell cache, push) is registered once the page has started, in an idle moment.
void start(root).then(async (router) => {
  listenToServiceWorker((link) => void router.navigate(link));
  afterIdle(() => void registerServiceWorker());
  const { startRouterExtras } = await import('./app/router-extras');
  startRouterExtras(router, queryClient);
});

function afterIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
  else window.setTimeout(run, 0);
}
