import { Card } from 'antd';
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

/** The frame of the login, registration and password pages: logo, one card, a way home. */
export function AuthLayout({ title, children, footer, wide = false }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="auth-page">
      <div className={wide ? 'auth-page__box auth-page__box--wide' : 'auth-page__box'}>
        <Logo className="logo logo--auth" />
        <Card>
          <h1 className="auth-page__title">{title}</h1>
          {children}
        </Card>
        <div className="auth-page__footer">
          {footer}
          <Link to={paths.home.getHref()}>Về trang chủ</Link>
        </div>
      </div>
    </div>
  );
}
