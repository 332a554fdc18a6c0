import { Empty, Tabs } from 'antd';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PlaceholderPage, UNDER_CONSTRUCTION } from '@/components/placeholder-page';
import type { InfoTab } from '@/config/paths';
import { CooperationPanel } from '@/features/engagement/components/cooperation-panel';
import { FeedbackPanel } from '@/features/engagement/components/feedback-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { resolveInfoTab, visibleInfoTabs } from '@/lib/access';
import { useSession } from '@/lib/session';
import { CONTENT_TITLES } from '../page-titles';

export const INFO_TAB_LABELS: Readonly<Record<InfoTab, string>> = {
  faq: 'Câu hỏi thường gặp',
  'hop-tac': 'Hợp tác',
  'tai-nguyen': 'Tài nguyên',
  'thong-bao': 'Thông báo',
  'gop-y': 'Góp ý',
};

/** The panel of each tab; a tab without one yet shows "under construction". */
const INFO_TAB_PANELS: Partial<Record<InfoTab, ComponentType>> = {
  'hop-tac': CooperationPanel,
  'gop-y': FeedbackPanel,
};

const UnderConstruction = () => <Empty description={UNDER_CONSTRUCTION} />;

/** /thong-tin-chung?tab=…: private tabs only for a logged-in partner (spec 1 §2.1). */
export function GeneralInfoRoute() {
  useDocumentTitle(CONTENT_TITLES.generalInfo);
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
          const Panel = INFO_TAB_PANELS[tab] ?? UnderConstruction;
          return { key: tab, label: INFO_TAB_LABELS[tab], children: <Panel /> };
        })}
      />
    </section>
  );
}

export const NewsRoute = () => <PlaceholderPage title={CONTENT_TITLES.news} />;
export const NewsDetailRoute = () => <PlaceholderPage title={CONTENT_TITLES.newsDetail} />;
