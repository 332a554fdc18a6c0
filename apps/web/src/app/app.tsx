import { createBrowserRouter, type HydrationState, matchRoutes, RouterProvider } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { setRouteQueryClient } from './route-data';
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
