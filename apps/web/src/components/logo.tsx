import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PORTAL_NAME as SITE_NAME } from '@portal/contract';

/** The portal's mark: a simple SVG cross in a circle and the portal's name. */
export function Logo({ className = 'logo' }: { className?: string }) {
  return (
    <Link to={paths.home.getHref()} className={className} aria-label={`${SITE_NAME} — Trang chủ`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden focusable="false">
        <circle cx="16" cy="16" r="16" fill="#0b6bcb" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span className="logo__text">{SITE_NAME}</span>
    </Link>
  );
}
