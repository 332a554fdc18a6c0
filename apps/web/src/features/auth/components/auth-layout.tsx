import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Router state by which registration and password reset hand their message to the login page. */
export type AuthNoticeState = { notice?: string };

type AuthLayoutProps = {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
};

/**
 * The frame of the login, registration and password pages: logo, one card, a way home. Plain
 * markup drawn like antd's Card: the login page is rendered on the server and kept free of antd
 * (docs/decisions/web.md).
 */
export function AuthLayout({ title, children, footer, wide = false }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="auth-page">
      <div className={wide ? 'auth-page__box auth-page__box--wide' : 'auth-page__box'}>
        <Logo className="logo logo--auth" />
        <div className="auth-card">
          <h1 className="auth-page__title">{title}</h1>
          {children}
        </div>
        <div className="auth-page__footer">
          {footer}
          <Link to={paths.home.getHref()}>Về trang chủ</Link>
        </div>
      </div>
    </div>
  );
}

/** A success message at the top of the card (drawn like antd's success Alert with its icon). */
export function AuthNotice({ children }: { children: ReactNode }) {
  return (
    <div className="auth-page__notice auth-notice" role="alert">
      <svg className="auth-notice__icon" viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm5.2 7.2-6 6.5a1 1 0 0 1-1.4.1l-3-2.8a1 1 0 1 1 1.4-1.5l2.2 2.1 5.3-5.8a1 1 0 1 1 1.5 1.4z" />
      </svg>
      <span className="auth-notice__text">{children}</span>
    </div>
  );
}
