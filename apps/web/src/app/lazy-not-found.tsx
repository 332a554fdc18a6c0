import { type ComponentType, lazy, Suspense } from 'react';
import { inAntdScope, loadAntdScope } from '@/components/lazy-in-antd-scope';

/** The page inside antd's scope (it draws antd's Result), once its code and the scope are in. */
let notFoundPage: ComponentType | undefined;
const loadNotFound = () =>
  Promise.all([import('@/features/shell/components/not-found-page'), loadAntdScope()]).then(([module, scope]) => {
    notFoundPage ??= inAntdScope(module.NotFoundPage, scope);
    return notFoundPage;
  });
// The server renders in one pass (renderToString): it loads the page up front, and the lazy
// component below then resolves in the same render. A browser loads it only when it shows it.
if (import.meta.env.SSR) void loadNotFound();

/**
 * The not-found page (antd's Result and Button) is not part of the first load of the pages that
 * may show it (login, bid post): they are rendered on the server and kept light
 * (docs/decisions/web.md). A thenable that resolves at once when the module is in, so the server's
 * render does not suspend; in the browser a Suspense boundary keeps the server's markup until
 * the code has come.
 */
const NotFoundPage = lazy(() => {
  const loaded = notFoundPage;
  if (loaded) {
    const ready = { default: loaded };
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, resolved synchronously for React.lazy
    return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
  }
  return loadNotFound().then((page) => ({ default: page }));
});

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
