import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server hands the browser with a rendered page: the router's loader data (the page's
 * head and status) and the query cache it rendered from. It travels in a JSON data block
 * (`<script type="application/json">`), which browsers never execute, so the CSP's ban on inline
 * scripts holds.
 */
export type ServerState = { router: HydrationState; queries: ServerQuery[] };
/** One answer the page was rendered from. No timestamps: the same data gives the same page (and ETag). */
export type ServerQuery = { key: QueryKey; data: unknown };

export const SERVER_STATE_ID = 'portal-state';

/** JSON safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readServerState(doc: Document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}

/** The successful queries of the request's client (the server's side). */
export function queriesOf(client: QueryClient): ServerQuery[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data }));
}

/**
 * Puts the server's answers into the browser's cache, fresh as of now (the page has just been
 * rendered from them), so nothing is fetched again while they are fresh. A small loop rather
 * than TanStack's `hydrate`, which the home page's budget cannot carry.
 */
export function restoreQueries(client: QueryClient, queries: readonly ServerQuery[]): void {
  for (const { key, data } of queries) client.setQueryData(key, data);
}
