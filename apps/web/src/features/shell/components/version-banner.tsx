import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyInAntdScope } from '@/components/lazy-in-antd-scope';
import { env } from '@/config/env';
import { useAfterIdle } from '@/lib/use-after-idle';
import { claimAutoReload, isNewerVersion, refreshToLatest } from '@/lib/version';
import { useServerVersion } from '../api/get-version';

// Shown rarely: its antd Alert loads only when needed.
const VersionBannerView = lazyInAntdScope(() => import('./version-banner-view').then((m) => m.VersionBannerView));

/**
 * Spec 1 §4 cache version. The first answer after start decides: a newer server version
 * reloads once (guarded per tab and version); later checks only mark the app outdated and
 * offer the update button, so nobody loses a half-filled form. The first check waits for the
 * browser's first idle moment: the page's start (hydration above all) does not carry its request.
 */
export function useVersionCheck(builtVersion: string = env.buildStamp) {
  const { data: serverVersion } = useServerVersion(useAfterIdle());
  const firstAnswer = useRef(true);
  const [reloading, setReloading] = useState(false);
  const isOutdated = serverVersion !== undefined && isNewerVersion(serverVersion, builtVersion);

  useEffect(() => {
    if (serverVersion === undefined || !firstAnswer.current) return;
    firstAnswer.current = false;
    if (isNewerVersion(serverVersion, builtVersion) && claimAutoReload(serverVersion, window.sessionStorage)) {
      setReloading(true);
      void refreshToLatest();
    }
  }, [serverVersion, builtVersion]);

  return { isOutdated, serverVersion, reloading };
}

export function VersionBanner() {
  const { isOutdated, reloading } = useVersionCheck();
  if (!isOutdated || reloading) return null;
  return (
    <Suspense fallback={null}>
      <VersionBannerView />
    </Suspense>
  );
}
