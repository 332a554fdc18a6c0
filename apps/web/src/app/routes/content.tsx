import { Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import type { InfoTab } from '@/config/paths';
import { resolveInfoTab, visibleInfoTabs } from '@/lib/access';
import { useSession } from '@/lib/session';
import { CONTENT_TITLES } from '../page-titles';

// Signed-in partners only: its code loads when the tab is first shown.
const NotificationInbox = lazy(() =>
  import('@/features/notifications/components/notification-inbox').then((m) => ({ default: m.NotificationInbox })),
);

export const INFO_TAB_LABELS: Readonly<Record<InfoTab, string>> = {
  faq: 'Câu hỏi thường gặp',
  'hop-tac': 'Hợp tác',
  'tai-nguyen': 'Tài nguyên',
  'thong-bao': 'Thông báo',
  'gop-y': 'Góp ý',
};

/** /thong-tin-chung?tab=…: private tabs only for a logged-in partner (spec 1 §2.1). */
export function GeneralInfoRoute() {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = resolveInfoTab(searchParams.get('tab'), session);
  return (
    <PlaceholderPage title={CONTENT_TITLES.generalInfo}>
      <Tabs
        activeKey={active}
        onChange={(tab) => setSearchParams({ tab }, { replace: true })}
        items={visibleInfoTabs(session).map((tab) => ({
          key: tab,
          label: INFO_TAB_LABELS[tab],
          children:
            tab === 'thong-bao' ? (
              <Suspense fallback={null}>
                <NotificationInbox />
              </Suspense>
            ) : null,
        }))}
      />
    </PlaceholderPage>
  );
}

export const NewsRoute = () => <PlaceholderPage title={CONTENT_TITLES.news} />;
export const NewsDetailRoute = () => <PlaceholderPage title={CONTENT_TITLES.newsDetail} />;
