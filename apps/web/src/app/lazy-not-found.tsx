import { lazy, Suspense } from 'react';

type NotFoundModule = typeof import('@/features/shell/components/not-found-page');

let notFoundModule: NotFoundModule | undefined;
const loadNotFound = () =>
  import('@/features/shell/components/not-found-page').then((module) => {
    notFoundModule = module;
    return module;
  });
// The server renders in one pass (renderToString): it loads the page up front, and the lazy
// component below then resolves in the same render. A browser loads it only when it shows it.
if (import.meta.env.SSR) void loadNotFound();

/**
 * The not-found page (antd's Result and Button) is not part of the first load of the pages that
 * may show it (login, bid post): they are rendered on the server and kept light
 * (docs/decisions.md). A thenable that resolves at once when the module is in, so the server's
 * render does not suspend; in the browser a Suspense boundary keeps the server's markup until
 * the code has come.
 */
const NotFoundPage = lazy(() => {
  const loaded = notFoundModule;
  if (loaded) {
    const ready = { default: loaded.NotFoundPage };
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, resolved synchronously for React.lazy
    return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
  }
  return loadNotFound().then((module) => ({ default: module.NotFoundPage }));
});

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
