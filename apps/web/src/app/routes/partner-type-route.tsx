import { type PartnerType, partnerTypeFromRouteKey } from '@portal/contract';
import { type ComponentType, lazy, Suspense } from 'react';
import { useParams } from 'react-router';

type NotFoundModule = typeof import('@/features/shell/components/not-found-page');

let notFoundModule: NotFoundModule | undefined;
const loadNotFound = () =>
  import('@/features/shell/components/not-found-page').then((module) => {
    notFoundModule = module;
    return module;
  });
// The server renders in one pass (renderToString): it loads the page up front, and the lazy
// component below then resolves in the same render. A browser loads it only for an unknown type.
if (import.meta.env.SSR) void loadNotFound();

/**
 * The not-found page (antd's Result and Button) is not part of these pages' first load: the login
 * page is rendered on the server and kept free of antd (docs/decisions.md). A thenable that
 * resolves at once when the module is in, so the server's render does not suspend; in the browser
 * a Suspense boundary keeps the server's markup until the code has come.
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

/** `/…/:type` routes: a known route key gives the page its partner type, anything else is 404. */
export function withPartnerType(Page: ComponentType<{ type: PartnerType }>) {
  return function PartnerTypeRoute() {
    const type = partnerTypeFromRouteKey(useParams().type ?? '');
    return type ? (
      <Page type={type} />
    ) : (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  };
}
