import { Tabs } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { MediaLibraryPanel } from '@/features/media/components/media-library-panel';
import type { InfoTab } from '@/config/paths';
import { FaqPanel } from '@/features/content/components/faq-panel';
import { CooperationPanel } from '@/features/engagement/components/cooperation-panel';
import { FeedbackPanel } from '@/features/engagement/components/feedback-panel';
import { resolveInfoTab, visibleInfoTabs } from '@/lib/access';
import { useSession } from '@/lib/session';
import { CONTENT_TITLES } from '../page-titles';

// Signed-in partners only: its code loads when the tab is first shown.
const LazyInbox = lazy(() =>
  import('@/features/notifications/components/notification-inbox').then((m) => ({ default: m.NotificationInbox })),
);
const NotificationInbox = () => (
  <Suspense fallback={null}>
    <LazyInbox />
  </Suspense>
);

export const INFO_TAB_LABELS: Readonly<Record<InfoTab, string>> = {
  faq: 'Câu hỏi thường gặp',
  'hop-tac': 'Hợp tác',
  'tai-nguyen': 'Tài nguyên',
  'thong-bao': 'Thông báo',
  'gop-y': 'Góp ý',
};

/** Each tab's panel, from its own area (areas never import each other: they meet here). */
const INFO_TAB_PANELS: Readonly<Record<InfoTab, ComponentType>> = {
  faq: FaqPanel,
  'hop-tac': CooperationPanel,
  'tai-nguyen': MediaLibraryPanel,
  'thong-bao': NotificationInbox,
  'gop-y': FeedbackPanel,
};

/** /thong-tin-chung?tab=…: private tabs only for a logged-in partner (spec 1 §2.1). */
export function GeneralInfoRoute() {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = resolveInfoTab(searchParams.get('tab'), session);
  return (
    <section className="page">
      <PageTitle>{CONTENT_TITLES.generalInfo}</PageTitle>
      <Tabs
        activeKey={active}
        onChange={(tab) => setSearchParams({ tab }, { replace: true })}
        items={visibleInfoTabs(session).map((tab) => {
          const Panel = INFO_TAB_PANELS[tab];
          return { key: tab, label: INFO_TAB_LABELS[tab], children: <Panel /> };
        })}
        destroyOnHidden
      />
    </section>
  );
}
