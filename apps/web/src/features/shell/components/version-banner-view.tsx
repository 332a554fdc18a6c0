import { Alert, Button } from 'antd';
import { useState } from 'react';
import { refreshToLatest } from '@/lib/version';

export const UPDATE_BUTTON_LABEL = 'Cập nhật phiên bản mới';

/** The "new version" banner; its button clears caches and service workers, then reloads. */
export function VersionBannerView() {
  const [busy, setBusy] = useState(false);
  return (
    <Alert
      banner
      type="info"
      className="version-banner"
      title="Đã có phiên bản mới của cổng đối tác."
      action={
        <Button
          size="small"
          type="primary"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void refreshToLatest();
          }}
        >
          {UPDATE_BUTTON_LABEL}
        </Button>
      }
    />
  );
}
