import type { createBrowserRouter } from 'react-router';
import { createContext, useContext } from 'react';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The data router itself, for the guard: before redirecting it asks the router whether a
 * navigation is already under way (a login, a logout, a password change navigate and change
 * the session in the same tick; a render in between must not send the user elsewhere).
 */
export const AppRouterContext = createContext<AppRouter | null>(null);

export function useAppRouter(): AppRouter | null {
  return useContext(AppRouterContext);
}
