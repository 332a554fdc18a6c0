import { createBrowserRouter, RouterProvider } from 'react-router';
import { meQueryOptions } from '../features/auth/api/get-me';
import { getOperatorToken } from '../lib/operator-session';
import { ConsoleProvider, createConsoleQueryClient } from './provider';
import { consoleRoutes } from './routes';

const router = createBrowserRouter(consoleRoutes);
const queryClient = createConsoleQueryClient();

/** The operator console: its own router, cache and session, nothing shared with the partner app's state. */
export function ConsoleApp() {
  return (
    <ConsoleProvider client={queryClient}>
      <RouterProvider router={router} />
    </ConsoleProvider>
  );
}

/**
 * What the console's first draw waits for over the server's frame (console-frame.tsx): the page's
 * code (the router resolves the matched lazy routes) and, with a session, the operator's profile,
 * which the layout waits for (its menu, its guard). Drawn before them, the frame would give way to
 * a blank loading screen, then the page. A failed profile is the layout's to show.
 */
export async function consoleReady(): Promise<void> {
  const initialized = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  await Promise.all([initialized, getOperatorToken() ? queryClient.prefetchQuery(meQueryOptions()) : undefined]);
}
