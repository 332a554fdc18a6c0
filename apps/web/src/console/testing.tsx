import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { WithoutMotion } from '@/testing/without-motion';
import { ConsoleProvider, createConsoleQueryClient } from './app/provider';

/** One console component inside the console's providers, on an in-memory URL (tests only). */
export function renderConsole(ui: ReactNode, url = '/quan-tri/test') {
  const client = createConsoleQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const view = render(
    <WithoutMotion>
      <ConsoleProvider client={client}>
        <RouterProvider router={router} />
      </ConsoleProvider>
    </WithoutMotion>,
  );
  return { ...view, router, client };
}
