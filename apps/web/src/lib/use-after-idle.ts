import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has had an idle moment after it (at most
 * `timeoutMs` later). For work a page wants soon but not during its start: on a phone, the start
 * (hydrating a server-rendered page above all) should hold the main thread as briefly as it can.
 */
export function useAfterIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // A transition: what the change draws (the whole layout, for the root's) renders in slices.
    const done = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, 0);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return idle;
}
