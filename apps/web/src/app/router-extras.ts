import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { siteNameIn } from '@/lib/site-name';
import { applyHead } from '@/lib/page-meta';
import { isRouteLoader, pageMetaOf } from './route-data';
import type { AppRouter } from './router-context';

/**
 * What the router does beyond rendering, started once the first page is up (main.tsx) and
 * loaded apart from the entry (the home page's budget):
 * - the head (title, description, canonical, link-preview tags) follows the route after each
 *   client navigation; the server wrote the first page's. A route without a head of its own (the
 *   pages behind login) leaves the title to its screen;
 * - a link under the pointer or the keyboard's focus warms its route: its code (`lazy`) and its
 *   queries (its loader's `prefetch`) start, so by the click both are usually in.
 */
export function startRouterExtras(router: AppRouter, client: QueryClient): () => void {
  let shownKey = router.state.location.key;
  const stopHead = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === shownKey) return;
    shownKey = state.location.key;
    const meta = pageMetaOf(state.matches.map((m) => ({ loaderData: state.loaderData[m.route.id] })));
    if (meta) applyHead(document, meta, window.location.origin, state.location.pathname, siteNameIn(client));
  });

  const warmed = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === '_blank') return;
    if (link.pathname !== window.location.pathname) warmRoute(router, client, link.pathname, warmed, new URLSearchParams(link.search));
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    stopHead();
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}

/** Starts the code and the data of the route at `pathname` (with `search`, the address's query). */
export function warmRoute(
  router: AppRouter,
  client: QueryClient,
  pathname: string,
  warmed = new Set<string>(),
  search = new URLSearchParams(),
): void {
  for (const match of matchRoutes(router.routes, pathname) ?? []) {
    const { lazy, loader } = match.route;
    if (typeof lazy === 'function' && !warmed.has(match.route.id)) {
      warmed.add(match.route.id);
      lazy().catch(() => warmed.delete(match.route.id));
    }
    if (isRouteLoader(loader)) loader.prefetch(client, match.params, search);
  }
}
