import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * What a lazy dialog is told besides its own props: `still`, draw yourself in place, as the server
 * can (no portal, no focus trap: the server's page and the render that hydrates it); `instant`,
 * open without the opening animation (over that still drawing, which it replaces).
 */
export type DialogStage = { still?: boolean; instant?: boolean };

/**
 * A dialog whose code is loaded the first time it opens, not with the page that can open it
 * (forms, uploads, date pickers and QR codes a list screen shows only on demand). `isOpen` reads
 * from its props whether it is open. Once opened it stays mounted, so it closes with its
 * animation and gives the focus back as before.
 *
 * A dialog the address opens (a notification's link) is drawn by the server only when its code was
 * loaded before the page was drawn: the page's loader calls `preload()` (its route module's
 * `firstModules`), on the server and in the browser before it hydrates. The dialog is then drawn
 * `still` by both (a dialog lives in a portal, which the server cannot draw), and once hydrated it
 * opens over that drawing at once (`instant`), which goes. Without it the server draws none and the
 * dialog opens once the app has started.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P & DialogStage>>, isOpen: (props: P) => boolean) {
  let loaded: ComponentType<P & DialogStage> | undefined;
  let loading: Promise<ComponentType<P & DialogStage>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Dialog = lazy(async () => ({ default: await preload() }));
  function LazyDialog(props: P): ReactNode {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    const hydrated = useHydrated();
    // What it is drawn through, for its whole life: its code when in at mount (preloaded, or opened
    // before), else the lazy one. Changing from one to the other would mount the dialog afresh, its
    // state gone (a wizard's step; a pending save's callback, so it never closed).
    const [Shown] = useState(() => loaded ?? Dialog);
    // Drawn still by the server and the hydrating render (open by the address, its code in).
    const [overStill, setOverStill] = useState(() => !hydrated && open && loaded !== undefined);
    if (open && !opened) setOpened(true);
    if (!open && overStill) setOverStill(false);
    if (!hydrated) {
      const Still = overStill ? loaded : undefined;
      return Still ? <Still {...props} still /> : null;
    }
    if (!opened && !open) return null;
    return (
      <Suspense fallback={null}>
        <Shown {...props} {...(overStill ? { instant: true } : {})} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload });
}
