import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { AppRouteKey } from '@/config/paths';
import { resolveAccess } from '@/lib/access';
import { useSession } from '@/lib/session';
import { useAppRouter } from './router-context';

const NotFoundPage = lazy(() => import('@/features/shell/components/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Renders the route, a redirect (login, home) or the not-found page, per `resolveAccess`. */
export function RouteGuard({ route, children }: { route: AppRouteKey; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const decision = resolveAccess(route, session, `${location.pathname}${location.search}${location.hash}`);
  if (decision.kind === 'allow') return <>{children}</>;
  if (decision.kind === 'forbidden') {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <Redirect to={decision.to} fromKey={location.key} />;
}

function Redirect({ to, fromKey }: { to: string; fromKey: string }) {
  const router = useAppRouter();
  const navigation = useNavigation();
  useEffect(() => {
    if (!router || navigation.state !== 'idle') return;
    const { location, navigation: pending } = router.state;
    // Someone is already taking the user elsewhere, or this render saw a location we left.
    // (A navigation that ends without moving re-renders this through useNavigation.)
    if (pending.state !== 'idle' || location.key !== fromKey) return;
    void router.navigate(to, { replace: true });
  }, [router, to, fromKey, navigation.state]);
  return null;
}
