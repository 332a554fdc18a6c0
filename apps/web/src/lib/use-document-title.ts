import { useEffect } from 'react';

export const SITE_NAME = 'Cổng đối tác';

/** Sets the browser tab title to "{title} | Cổng đối tác". */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
