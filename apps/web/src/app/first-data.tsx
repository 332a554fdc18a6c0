import { type Query, type QueryClient, skipToken } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { takeOverWithData } from '@/lib/first-draw';
import { FRAME_ATTRIBUTE } from './server-state';

/**
 * The first render of a page the server drew as a frame (main.tsx): the browser renders the page
 * over the frame in a transition, and this gate holds that render back (the frame stays on screen)
 * until the data the page asked for in it has come, up to a deadline. The page then appears once,
 * with its data, in a render React splits into small tasks, instead of appearing empty and being
 * drawn again when each answer arrives (an update React does in one long task).
 *
 * Only that first render waits: once it is on screen, the gate is gone.
 */

type Waiting = { client: QueryClient; deadline: number; passes: number; pending?: Promise<void> };

let waiting: Waiting | null = null;

/** Called before the first render of a frame page; `deadline` (epoch ms): when the frame stops waiting for the data. */
export function waitForFirstData(client: QueryClient, deadline: number): void {
  waiting = { client, deadline, passes: 0 };
}

/** The most renders the gate holds back (each answer can make a screen ask for more: a profile, then a list). */
const MAX_PASSES = 3;

/** Asked for in this render (built by the page's queries), not yet answered, not turned off. */
function awaited(query: Query): boolean {
  if (query.state.status !== 'pending') return false;
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  if (queryFn === undefined || queryFn === skipToken) return false;
  const on = typeof enabled === 'function' ? (enabled as (q: Query) => unknown)(query) : enabled;
  return on !== false;
}

function nextWait(state: Waiting): Promise<void> | null {
  const queries = state.client.getQueryCache().getAll().filter(awaited);
  const left = state.deadline - Date.now();
  if (queries.length === 0 || left <= 0 || state.passes >= MAX_PASSES) return null;
  state.passes += 1;
  const answers = queries.map((query) =>
    query.fetch().then(
      () => undefined,
      () => undefined,
    ),
  );
  return Promise.race([Promise.all(answers).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, left))]);
}

/**
 * Rendered after the page (app/root-layout.tsx), outside any Suspense boundary: its suspending
 * holds the whole first render, which keeps the server's frame on screen meanwhile.
 */
export function FirstDataGate() {
  const state = waiting;
  useEffect(() => {
    // On screen: later renders never wait.
    waiting = null;
  }, []);
  if (!state) return null;
  if (!state.pending) {
    const next = nextWait(state);
    if (!next) return null;
    state.pending = next.then(() => {
      state.pending = undefined;
    });
  }
  // Suspends the render (React retries it once the promise settles); thrown rather than use()d, as
  // the render that finds nothing left to wait for calls nothing.
  throw state.pending;
}

/** Around the app drawn over a frame: once it is on screen (the frame gone), the root takes input again. */
export function FrameTakeover({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    root.removeAttribute(FRAME_ATTRIBUTE);
    // Lists mounted from now on draw their rows in a render of their own again.
    takeOverWithData(false);
  }, [root]);
  return children;
}
