import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/**
 * A dialog whose code is loaded the first time it opens, not with the page that can open it
 * (forms, uploads, date pickers and QR codes a list screen shows only on demand). `isOpen` reads
 * from its props whether it is open. Once opened it stays mounted, so it closes with its
 * animation and gives the focus back as before.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P): ReactNode {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
