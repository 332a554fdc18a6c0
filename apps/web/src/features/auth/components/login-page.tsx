import { PARTNER_LABELS, PARTNER_TYPES, type PartnerType } from '@portal/contract';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { safeReturnUrl } from '@/lib/access';
import { useLogin } from '../api/login';
import { loginTitle } from '../page-titles';
import { AuthLayout, AuthNotice, type AuthNoticeState } from './auth-layout';
import { LoginForm } from './login-form';

/** /dang-nhap/{type}. Header and footer are hidden here (route handle). */
export function LoginPage({ type }: { type: PartnerType }) {
  const [searchParams] = useSearchParams();
  // Spec 1 §2.1: only the provider login honours ?returnUrl=, and only a path on this site.
  const target = (type === 'provider' ? safeReturnUrl(searchParams.get('returnUrl')) : undefined) ?? paths.home.getHref();
  const login = useLogin(type, target);
  // The notice a navigation brought (a password just set, a registration sent), shown once: a reload
  // keeps the history entry's state, and the server's page (drawn without it) would not match.
  const state = useLocation().state as AuthNoticeState | null;
  const notice = useNavigationType() === 'POP' ? undefined : state?.notice;

  return (
    <AuthLayout
      title={loginTitle(type)}
      footer={
        <nav aria-label="Đăng nhập với vai trò khác" className="auth-page__switch">
          {PARTNER_TYPES.filter((other) => other !== type).map((other) => (
            <Link key={other} to={paths.login.getHref(other)}>
              {PARTNER_LABELS[other]}
            </Link>
          ))}
        </nav>
      }
    >
      {notice ? <AuthNotice>{notice}</AuthNotice> : null}
      <LoginForm name={`login-${type}`} pending={login.isPending} onSubmit={(body) => login.mutate(body)} />
      <div className="auth-page__links">
        <Link to={paths.forgotPassword.getHref(type)}>Quên mật khẩu?</Link>
        <span>
          Chưa có tài khoản? <Link to={paths.register.getHref(type)}>Đăng ký</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
