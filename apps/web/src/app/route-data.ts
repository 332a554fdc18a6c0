import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { createContext, type LoaderFunctionArgs, type Params, RouterContextProvider, type UIMatch } from 'react-router';
import type { PageMeta } from '@/lib/page-meta';

/**
 * What a route needs before it renders, declared once and used three ways: by the router on a
 * navigation (the loader, run beside the route's `lazy` code), by the server for the first
 * page (the same loader under the static handler, on a per-request query client), and on hover
 * or focus of a link to it (`prefetch`, app/route-warming.tsx).
 *
 * Data lives in the TanStack Query cache, never in the loader's answer: screens read it with
 * their feature's hooks, and the server hands the cache to the browser (dehydrate → hydrate).
 * The loader answers only the page's head and status, which the server writes into the HTML.
 */

/** The request's own query client, on the server (the static handler's `requestContext`). */
export const queryClientContext = createContext<QueryClient | null>(null);

export function routerContextFor(client: QueryClient): RouterContextProvider {
  return new RouterContextProvider(new Map([[queryClientContext, client]]));
}

/**
 * The browser's query client, for the browser's router. Not handed over through the router's
 * `getContext`: that would put an await before every navigation shows as under way, and the
 * guard (route-guard.tsx) relies on a navigation being visible at once.
 */
let browserClient: QueryClient | null = null;
export function setRouteQueryClient(client: QueryClient): void {
  browserClient = client;
}

function queryClientOf(context: unknown): QueryClient {
  const client = (context instanceof RouterContextProvider ? context.get(queryClientContext) : null) ?? browserClient;
  if (!client) throw new Error('route loaders need a query client: routerContextFor (server) or setRouteQueryClient (browser)');
  return client;
}

// biome-ignore lint/suspicious/noExplicitAny: a route prefetches queries of any data type
export type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

export type RouteDataSpec = {
  /**
   * The `queryOptions` of what the page shows (its feature's factories); `search` is the address's
   * query (a list's filters, a tab), so a linked filtered page renders as linked.
   */
  queries?: (params: Params, search: URLSearchParams) => AnyQueryOptions[];
  /**
   * Queries whose factories stay out of the entry (their contract endpoints would bring zod into
   * the first load): imported, then loaded beside the others.
   */
  lazyQueries?: (params: Params, search: URLSearchParams, client: QueryClient) => Promise<AnyQueryOptions[]>;
  /**
   * Queries that need the first ones' answers (an article's related posts need its id, the address
   * may name it by slug): started once those are in, from the query client.
   */
  followUps?: (args: { params: Params; client: QueryClient }) => AnyQueryOptions[];
  /**
   * Code the page draws at once but keeps out of the entry (a signed-in partner's workspace on the
   * home page): loaded with the queries, so the page renders whole rather than pushing what is below.
   */
  modules?: (params: Params, search: URLSearchParams) => Promise<unknown>[];
  /**
   * The page's head, read from the loaded queries; `null` when the params name nothing (an
   * unknown partner type, a missing bid post): the page is then answered as not found (404).
   */
  meta?: (args: { params: Params; client: QueryClient }) => PageMeta | null;
};

/** What a loader answers (and the server hands to the browser in the router's hydration data). */
export type RouteData = { meta?: PageMeta; status?: number };

export type RouteLoader = ((args: LoaderFunctionArgs) => Promise<RouteData>) & {
  /** Starts the route's queries without waiting (a link under the pointer). */
  prefetch: (client: QueryClient, params: Params, search?: URLSearchParams) => void;
  /** Loads the route's queries and code (the first render over a frame the server drew, main.tsx). */
  preload: (client: QueryClient, params: Params, search: URLSearchParams) => Promise<void>;
};

export const NOT_FOUND_META: PageMeta = { title: 'Không tìm thấy trang', noindex: true };

export function routeLoader(spec: RouteDataSpec): RouteLoader {
  // prefetchQuery never throws: a failed load leaves the query in error, and the screen shows its retry.
  const load = (client: QueryClient, queries: AnyQueryOptions[]) => Promise.all(queries.map((options) => client.prefetchQuery(options)));
  const start = async (client: QueryClient, params: Params, search: URLSearchParams) => {
    await Promise.all([
      load(client, spec.queries?.(params, search) ?? []),
      ...(spec.lazyQueries ? [spec.lazyQueries(params, search, client).then((queries) => load(client, queries))] : []),
      ...(spec.modules?.(params, search) ?? []),
    ]);
    if (spec.followUps) await load(client, spec.followUps({ params, client }));
  };
  const loader = async ({ params, context, request }: LoaderFunctionArgs): Promise<RouteData> => {
    const client = queryClientOf(context);
    await start(client, params, new URL(request.url).searchParams);
    if (!spec.meta) return {};
    const meta = spec.meta({ params, client });
    return meta ? { meta } : { meta: NOT_FOUND_META, status: 404 };
  };
  return Object.assign(loader, {
    prefetch: (client: QueryClient, params: Params, search = new URLSearchParams()) => void start(client, params, search),
    preload: start,
  });
}

export function isRouteLoader(value: unknown): value is RouteLoader {
  return typeof value === 'function' && typeof (value as Partial<RouteLoader>).prefetch === 'function';
}

const routeDataOf = (data: unknown): RouteData => (typeof data === 'object' && data !== null ? (data as RouteData) : {});

/** The head of the deepest matched route that gives one (none: a page behind login, whose screen sets its title). */
export function pageMetaOf(matches: readonly Pick<UIMatch, 'loaderData'>[]): PageMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = routeDataOf(matches[i]?.loaderData).meta;
    if (meta) return meta;
  }
  return undefined;
}

/** The HTTP status of the page: the deepest loader's status, else 200. */
export function pageStatusOf(matches: readonly Pick<UIMatch, 'loaderData'>[]): number {
  for (let i = matches.length - 1; i >= 0; i--) {
    const status = routeDataOf(matches[i]?.loaderData).status;
    if (status) return status;
  }
  return 200;
}
