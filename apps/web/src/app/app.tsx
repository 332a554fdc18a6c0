import { createBrowserRouter, RouterProvider } from 'react-router';
import { footerQueryOptions } from '@/features/shell/api/get-footer';
import { loadAntdLocale } from '@/lib/antd-locale';
import { profileQueryOptions } from '@/lib/profile';
import { queryClient } from '@/lib/query-client';
import { getSession } from '@/lib/session';
import { AppProvider } from './provider';
import { AppRouterContext } from './router-context';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// Spec 1 §7: the footer and (when logged in) the profile load at start, beside the page code;
// so does antd's Vietnamese locale.
void loadAntdLocale();
void queryClient.prefetchQuery(footerQueryOptions());
const session = getSession();
if (session) void queryClient.prefetchQuery(profileQueryOptions(session.type));

export function App() {
  return (
    <AppProvider client={queryClient}>
      <AppRouterContext value={router}>
        {/* Session changes (useSyncExternalStore) and navigations render in the same pass. */}
        <RouterProvider router={router} useTransitions={false} />
      </AppRouterContext>
    </AppProvider>
  );
}
