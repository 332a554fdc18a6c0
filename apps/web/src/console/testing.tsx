import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ConsoleProvider, createConsoleQueryClient } from './app/provider';

/** One console component inside the console's providers, on an in-memory URL (tests only). */
export function renderConsole(ui: ReactNode, url = '/quan-tri/test') {
  // antd measures tables and counted text areas; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const client = createConsoleQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const view = render(
    <ConsoleProvider client={client}>
      <RouterProvider router={router} />
    </ConsoleProvider>,
  );
  return { ...view, router, client };
}
