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
  const idle = useAfterIdle();
  // What only the browser draws (the bell's code, the popup the storage may have dismissed) comes
  // after the render that hydrates a frame, which draws what the server drew.
  const hydrated = useHydrated();
  const chrome = handle.chrome !== false && !embedded;

  return (
    <div className="site">
      <ScrollToTop />
      <NavigationProgress />
      {/* A framed page leaves it to the page around it. */}
      {idle && !embedded ? (
        <Suspense fallback={null}>
          <PushSync />
        </Suspense>
      ) : null}
      {embedded ? null : <VersionBanner />}
      {chrome ? (
        <Header
          onChangePassword={() => setChangingPassword(true)}
          onLogout={logout}
          partnerActions={
            session ? (
              // Its place is kept while its code loads (and in the frame the server draws), so the
              // user menu beside it does not move when it comes.
              <Suspense fallback={BELL_SLOT}>{hydrated ? <NotificationBell key={session.token} /> : BELL_SLOT}</Suspense>
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
      {hydrated && session && handle.route !== 'login' && !embedded && !isPopupDismissed() ? (
        <Suspense fallback={null}>
          <PopupBanner key={session.token} type={session.type} />
        </Suspense>
      ) : null}
      {isChangingPassword && session ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog type={session.type} open onClose={() => setChangingPassword(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
