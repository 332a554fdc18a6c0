import { LIVE_SSE_EVENT, type LiveEvent, readSse } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { TokenStore } from './api-client';

/**
 * Live updates in the browser (docs/decisions/live.md). While a signed-in page is visible it keeps
 * one stream open to the API (Server-Sent Events, read with `fetch` so the token goes in the
 * Authorization header as on every call); each event refreshes the open page's queries (TanStack
 * Query's active queries of the app's scope: what the page shows, nothing it does not). Events that
 * arrive together refresh once. A cut stream is opened again by itself (1 s, 2 s, 5 s, 10 s, then
 * every 30 s) and meanwhile the page is refreshed every 30 s, as polling did; once it is back, the
 * page is refreshed for what it may have missed. A hidden tab closes its stream and refreshes when
 * shown again, so no page left in the background holds a connection.
 */

export type LiveState = 'off' | 'connecting' | 'open' | 'down';

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
/** While the stream is down, the open page is asked again at this pace. */
export const LIVE_FALLBACK_POLL_MS = 30_000;
/** Events this close together (a desk's change, then its inbox) refresh the page once. */
const COALESCE_MS = 150;

// The state of this tab's stream, for the parts that poll only without it (the bell).
let state: LiveState = 'off';
const watchers = new Set<() => void>();
function setState(next: LiveState) {
  if (next === state) return;
  state = next;
  for (const watch of watchers) watch();
}
export const liveState = (): LiveState => state;
export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (watch) => {
      watchers.add(watch);
      return () => watchers.delete(watch);
    },
    liveState,
    () => 'off',
  );
}

/** A query's `refetchInterval`: no polling while the stream is open (it says when), `ms` while it is not. */
export function usePollUnlessLive(ms: number): number | false {
  return useLiveState() === 'open' ? false : ms;
}

export type LiveOptions = {
  /** The stream's path: `liveEndpoints.partner.path` or `liveEndpoints.operator.path`. */
  path: string;
  tokens: TokenStore;
  client: QueryClient;
  /** The first segment of the app's query keys ('partner', 'console'). */
  scope: string;
  /** What an event means besides the refresh (tests). */
  onEvent?: (event: LiveEvent) => void;
  transport?: typeof fetch;
};

/** Opens the stream and keeps it open while the page is visible; answers the function that stops it. */
export function startLiveUpdates(options: LiveOptions): () => void {
  const { client, scope, tokens } = options;
  const transport = options.transport ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let stopped = false;
  let abort: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let coalesce: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let missed = false;

  const refresh = () => {
    clearTimeout(coalesce);
    coalesce = setTimeout(() => void client.invalidateQueries({ queryKey: [scope], refetchType: 'active' }), COALESCE_MS);
  };
  const startPolling = () => {
    pollTimer ??= setInterval(refresh, LIVE_FALLBACK_POLL_MS);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };
  const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

  const cut = () => {
    abort = undefined;
    if (stopped) return;
    missed = true;
    setState('down');
    startPolling();
    const wait = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), wait);
  };

  async function connect(): Promise<void> {
    retryTimer = undefined;
    const token = tokens.token();
    if (stopped || abort || hidden() || !token) return;
    const controller = new AbortController();
    abort = controller;
    setState(state === 'open' ? 'open' : 'connecting');
    let res: Response;
    try {
      res = await transport(options.path, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch {
      if (abort === controller) cut();
      return;
    }
    if (abort !== controller) return;
    if (res.status === 401 || res.status === 403) {
      // The session is over (the API client tells the user on its next call); nothing to listen to.
      abort = undefined;
      setState('off');
      if (res.status === 401) tokens.clear();
      return;
    }
    if (!res.ok || !res.body) return cut();
    try {
      await readSse(res.body, (item) => {
        if (item === 'comment') {
          if (state !== 'open') {
            setState('open');
            failures = 0;
            stopPolling();
            // Back after a cut, or shown again: what changed meanwhile was not heard.
            if (missed) refresh();
            missed = false;
          }
          return;
        }
        if (item.event !== LIVE_SSE_EVENT) return;
        let event: LiveEvent;
        try {
          event = JSON.parse(item.data) as LiveEvent;
        } catch {
          return;
        }
        options.onEvent?.(event);
        refresh();
      });
    } catch {
      // aborted (stopped, hidden) or cut
    }
    if (abort === controller) cut();
  }

  const onVisibility = () => {
    if (hidden()) {
      // A tab in the background holds no connection; it refreshes when shown again.
      const controller = abort;
      abort = undefined;
      controller?.abort();
      clearTimeout(retryTimer);
      retryTimer = undefined;
      stopPolling();
      missed = true;
      setState('off');
    } else void connect();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  void connect();

  return () => {
    stopped = true;
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
    clearTimeout(retryTimer);
    clearTimeout(coalesce);
    stopPolling();
    const controller = abort;
    abort = undefined;
    controller?.abort();
    setState('off');
  };
}
