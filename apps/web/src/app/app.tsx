import { createBrowserRouter, type HydrationState, matchRoutes, RouterProvider } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { isRouteLoader, setRouteQueryClient } from './route-data';
import { type AppRouter, AppRouterContext } from './router-context';
import { routes } from './routes';

/** The browser's router; `hydrationData` when the server rendered the page. */
export function createAppRouter(hydrationData?: HydrationState): AppRouter {
  setRouteQueryClient(queryClient);
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}

/**
 * Before hydrating a server-rendered page, its lazy routes must be in: the router would otherwise
 * render its fallback first and the markup would not match (React Router's documented step).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const { lazy } = route;
    if (typeof lazy !== 'function') continue;
    pending.push(
      lazy().then((loaded) => {
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  await Promise.all(pending);
}

/**
 * Loads what the matched routes' loaders name (their queries, with this browser's session, and
 * their code): the first render over a frame the server drew (main.tsx), where the router does
 * not run them (the server answered them, as a visitor).
 */
export async function preloadMatchedRoutes(location: Location): Promise<void> {
  const search = new URLSearchParams(location.search);
  await Promise.all(
    (matchRoutes(routes, location.pathname) ?? []).map(({ route, params }) =>
      isRouteLoader(route.loader) ? route.loader.preload(queryClient, params, search) : undefined,
    ),
  );
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider client={queryClient}>
      <AppRouterContext value={router}>
        {/* Session changes (useSyncExternalStore) and navigations render in the same pass. */}
        <RouterProvider router={router} useTransitions={false} />
      </AppRouterContext>
    </AppProvider>
  );
}
