import type { PartnerType } from '@portal/contract';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { isPopupDismissed } from '@/features/popup/dont-show';
import { Footer } from '@/features/shell/components/footer';
import { Header } from '@/features/shell/components/header';
import { VersionBanner } from '@/features/shell/components/version-banner';
import { lazyInAntdScope } from '@/components/lazy-in-antd-scope';
import { useAfterIdle } from '@/lib/use-after-idle';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { FirstDataGate } from './first-data';
import { NavigationProgress } from './navigation-progress';
import { isRouteHandle, type RouteHandle } from './route-handle';
import { RouteGuard } from './route-guard';
import { ScrollToTop } from './scroll-to-top';
// The bell's styles ship with the layout: its place is drawn before its code (and by the server).
import '@/features/notifications/components/notification-bell.css';

// Web Push registration (and its cancelling after a logout): after the page's start, off the first load.
const PushSync = lazy(() => import('@/features/push/use-push-sync').then((m) => ({ default: m.PushSync })));

// Only a signed-in partner has one (never drawn on the server, nor by the render hydrating its frame): a chunk of its own, off the first load.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** The bell's place while its code loads, and in the frame the server draws. */
const BELL_SLOT = <span className="notification-bell notification-bell--slot" aria-hidden="true" />;

// The dialog (a modal form with the password rules) loads when first opened.
const ChangePasswordDialog = lazyInAntdScope(() =>
  import('@/features/auth/components/change-password-dialog').then((m) => m.ChangePasswordDialog),
);

// The popup banner (antd Modal, DOMPurify) is its own chunk: the home page never waits for it.
const PopupBanner = lazyInAntdScope(() => import('@/features/popup/components/popup-banner').then((m) => m.PopupBanner));

function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { route: 'notFound' };
}

/*
 * What only the browser draws comes after the render that hydrates a page, which draws what the
 * server drew: each part reads it itself (a leaf re-renders, not the whole layout and its page, which
 * would also make React give up hydrating any part still waiting for its code).
 */

/** The bell: its code once the page is hydrated (the server and the hydrating render draw its slot). */
function Bell({ token }: { token: string }) {
  return useHydrated() ? <NotificationBell key={token} /> : BELL_SLOT;
}

/** The popup banner, unless this browser was told not to show it again (its storage says, after hydration). */
function Popup({ type }: { type: PartnerType }) {
  if (!useHydrated() || isPopupDismissed()) return null;
  return (
    <Suspense fallback={null}>
      <PopupBanner type={type} />
    </Suspense>
  );
}

/** Web Push registration (and its cancelling after a logout), once the start is over. */
function PushSyncWhenIdle() {
  if (!useAfterIdle()) return null;
  return (
    <Suspense fallback={null}>
      <PushSync />
    </Suspense>
  );
}

/**
 * Header, guarded page, footer; the change-password dialog the user menu opens; the popup banner for partners;
 * Web Push registration while a partner is signed in.
 * A page framed by another (`embedded`) gets none of them: only itself.
 */
export function RootLayout() {
  const handle = useRouteHandle();
  const session = useSession();
  const logout = useLogout();
  const [isChangingPassword, setChangingPassword] = useState(false);
  const embedded = handle.embedded === true;
  const chrome = handle.chrome !== false && !embedded;

  return (
    <div className="site">
      <ScrollToTop />
      <NavigationProgress />
      {/* A framed page leaves it to the page around it. */}
      {embedded ? null : <PushSyncWhenIdle />}
      {embedded ? null : <VersionBanner />}
      {chrome ? (
        <Header
          onChangePassword={() => setChangingPassword(true)}
          onLogout={logout}
          partnerActions={
            session ? (
              // Its place is kept while its code loads (and in the frame the server draws), so the
              // user menu beside it does not move when it comes.
              <Suspense fallback={BELL_SLOT}>
                <Bell token={session.token} />
              </Suspense>
            ) : null
          }
        />
      ) : null}
      <main id="main" className={embedded ? 'site-main site-main--embedded' : chrome ? 'site-main' : 'site-main site-main--bare'}>
        <RouteGuard route={handle.route}>
          <Outlet />
        </RouteGuard>
      </main>
      {/* After the page: the first render of a frame the server drew waits here for the page's data. */}
      <FirstDataGate />
      {chrome ? <Footer /> : null}
      {session && handle.route !== 'login' && !embedded ? <Popup key={session.token} type={session.type} /> : null}
      {isChangingPassword && session ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog type={session.type} open onClose={() => setChangingPassword(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
