import { Navigate, useSearchParams } from 'react-router';
import { LoginPage, safeReturnUrl } from '../../features/auth/components/login-page';
import { useOperatorToken } from '../../lib/operator-session';

/** A signed-in operator on the login page goes on to the console. */
export function LoginRoute() {
  const token = useOperatorToken();
  const [search] = useSearchParams();
  if (token) return <Navigate to={safeReturnUrl(search.get('returnUrl'))} replace />;
  return <LoginPage />;
}
