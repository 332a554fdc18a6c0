import { createBrowserRouter, RouterProvider } from 'react-router';
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
