import type { ReactNode } from 'react';

/** The one h1 of a page. */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <div className="page-title">
      <h1>{children}</h1>
      {extra ? <div className="page-title__extra">{extra}</div> : null}
    </div>
  );
}
