import useNotification from 'antd/es/notification/useNotification';
import { type ReactNode, useEffect } from 'react';
import { setNotifier } from '@/lib/notifier';

/**
 * The app's notices: antd's context-aware notification hook (it follows ConfigProvider's theme
 * and locale, unlike the static `notification.*`), mounted once and handed to `lib/notifier`
 * so the API client and the screens reach it.
 *
 * Why not antd's `<App>`: it mounts message and modal holders as well, and Modal brings
 * Dialog, Skeleton and Button into the first page load (~14 kB gzip), which the home page's
 * 180 kB budget cannot carry. Dialogs are rendered as `<Modal>` elements in the lazy pages.
 */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [api, holder] = useNotification({ placement: 'topRight' });
  useEffect(() => {
    setNotifier(api);
    return () => setNotifier(null);
  }, [api]);
  return (
    <>
      {holder}
      {children}
    </>
  );
}
