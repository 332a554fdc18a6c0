import { useEffect } from 'react';
import { useSiteName } from './site-name';

/** Sets the browser tab title to "{title} | Cổng đối tác {owner's short name}". */
export function useDocumentTitle(title: string | undefined): void {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
}
