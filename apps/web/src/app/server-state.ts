import { BOOT_DATA_ID, type BootData } from '@/lib/boot-data';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server hands the browser with a rendered page: the router's loader data (the page's
 * head and status) and the query cache it rendered from. It travels in a JSON data block
 * (`<script type="application/json">`), which browsers never execute, so the CSP's ban on inline
 * scripts holds.
 */
export type ServerState = {
  router: HydrationState;
  queries: ServerQuery[];
  /**
   * A page behind login drawn for the signed-in hint's type before its data: the browser renders
   * the page over it (with the session it holds) instead of hydrating it.
   */
  frame?: true;
  /**
   * A frame drawn with the partner's data (the request carried its token), for a phone or not: the
   * browser whose session drew it hydrates it (main.tsx) instead of rendering over it.
   */
  drawn?: { phone: boolean };
};
/** One answer the page was rendered from. No timestamps: the same data gives the same page (and ETag). */
export type ServerQuery = { key: QueryKey; data: unknown };

export const SERVER_STATE_ID = 'portal-state';

export { BOOT_DATA_ID, type BootData, scriptJson } from '@/lib/boot-data';

/** On the root element of a frame (ServerState.frame) until the page is drawn over it: the frame takes no input. */
export const FRAME_ATTRIBUTE = 'inert';

export const readBootData = (doc: Document) => readDataBlock<BootData>(doc, BOOT_DATA_ID);

export const readServerState = (doc: Document) => readDataBlock<ServerState>(doc, SERVER_STATE_ID);

/** A JSON data block the server wrote into the page (`<script type="application/json" id=…>`). */
function readDataBlock<T>(doc: Document, id: string): T | null {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
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
