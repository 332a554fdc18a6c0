import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { safeLink } from './footer-model';

type FooterLinkProps = {
  link: string | number | undefined;
  children: ReactNode;
  className?: string;
  label?: string;
};

/** A link from footer data: in-app paths route, external ones open apart with no opener. */
export function FooterLink({ link, children, className, label }: FooterLinkProps) {
  const safe = safeLink(link);
  if (!safe) return <span className={className}>{children}</span>;
  if (safe.external) {
    return (
      <a href={safe.href} className={className} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children}
      </a>
    );
  }
  if (safe.href.startsWith('/')) {
    return (
      <Link to={safe.href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={safe.href} className={className} aria-label={label}>
      {children}
    </a>
  );
}
