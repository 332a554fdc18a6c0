import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A dialog whose code is loaded the first time it opens, not with the page that can open it
 * (forms, uploads, date pickers and QR codes a list screen shows only on demand). `isOpen` reads
 * from its props whether it is open. Once opened it stays mounted, so it closes with its
 * animation and gives the focus back as before. A dialog the address opens (a notification's link)
 * opens once the app has started: the server's page and its hydration draw none (a dialog lives in a
 * portal, which the server cannot draw, so hydrating one would not match).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P): ReactNode {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    const hydrated = useHydrated();
    if (open && !opened) setOpened(true);
    if (!hydrated || (!opened && !open)) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
