import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AntdScope } from '@/components/antd-scope';
import { setRouteQueryClient } from '@/app/route-data';
import { AppRouterContext } from '@/app/router-context';
import { routes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';
import { WithoutMotion } from './without-motion';

function testQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } });
  return client;
}

/** The whole app (providers, guards, lazy routes) on an in-memory history at `url` (a path, or a location with its state). */
export function renderApp(url: InitialEntry) {
  const client = testQueryClient();
  setRouteQueryClient(client);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <WithoutMotion>
      <AppProvider client={client}>
        <AppRouterContext value={router}>
          <RouterProvider router={router} useTransitions={false} />
        </AppRouterContext>
      </AppProvider>
    </WithoutMotion>,
  );
  return { ...view, router, client };
}

/** One component inside the providers and antd's scope (as its lazy page would be), without routes. */
export function renderWithProviders(ui: ReactNode) {
  const client = testQueryClient();
  return {
    ...render(
      <WithoutMotion>
        <AppProvider client={client}>
          <AntdScope>{ui}</AntdScope>
        </AppProvider>
      </WithoutMotion>,
    ),
    client,
  };
}
