import { Suspense, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { isPopupDismissed } from '@/features/popup/dont-show';
import { usePushSync } from '@/features/push/use-push-sync';
import { Footer } from '@/features/shell/components/footer';
import { Header } from '@/features/shell/components/header';
import { VersionBanner } from '@/features/shell/components/version-banner';
import { lazyInAntdScope } from '@/components/lazy-in-antd-scope';
import { useSession } from '@/lib/session';
import { NavigationProgress } from './navigation-progress';
import { isRouteHandle, type RouteHandle } from './route-handle';
import { RouteGuard } from './route-guard';
import { ScrollToTop } from './scroll-to-top';

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
  // A framed page leaves it to the page around it.
  usePushSync(!embedded);
  const chrome = handle.chrome !== false && !embedded;

  return (
    <div className="site">
      <ScrollToTop />
      <NavigationProgress />
      {embedded ? null : <VersionBanner />}
      {chrome ? (
        <Header
          onChangePassword={() => setChangingPassword(true)}
          onLogout={logout}
          partnerActions={session ? <NotificationBell key={session.token} /> : null}
        />
      ) : null}
      <main id="main" className={embedded ? 'site-main site-main--embedded' : chrome ? 'site-main' : 'site-main site-main--bare'}>
        <RouteGuard route={handle.route}>
          <Outlet />
        </RouteGuard>
      </main>
      {chrome ? <Footer /> : null}
      {session && handle.route !== 'login' && !embedded && !isPopupDismissed() ? (
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
