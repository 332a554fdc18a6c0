import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and in a hydrating render (React reads the server's snapshot then), true in
 * every other render: what only the browser draws (a part loaded on demand, what a storage says)
 * comes in the render after hydration, so the hydrating one draws what the server drew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
