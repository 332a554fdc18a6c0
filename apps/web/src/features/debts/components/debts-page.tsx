import { Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { NoAccess } from '@/components/no-access';
import { PageTitle } from '@/components/page-title';
import { useCan } from '@/lib/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { FirstModules, FirstQueries } from '@/lib/first-draw';
import { ReportsTab, reportsFirstModules, reportsFirstQueries } from './reports-tab';

// The page opens on the reports: the other two tabs load when chosen (or opened by their address).
const LettersTab = lazy(() => import('./letters-tab').then((m) => ({ default: m.LettersTab })));
const DebtTimeline = lazy(() => import('./debt-timeline').then((m) => ({ default: m.DebtTimeline })));

export const DEBT_TABS = {
  'bao-cao': 'Báo cáo công nợ',
  'danh-sach': 'Danh sách công nợ',
  'lich-su': 'Lịch sử',
} as const;
type DebtTab = keyof typeof DEBT_TABS;

const isDebtTab = (tab: string | null): tab is DebtTab => tab !== null && tab in DEBT_TABS;

const tabOf = (search: URLSearchParams): DebtTab => {
  const tab = search.get('tab');
  return isDebtTab(tab) ? tab : 'bao-cao';
};

/** What the page reads first (the route's loader: the server draws the page with it): the default tab's, for a role that may see debts. */
export const debtsFirstQueries: FirstQueries = (search, { can }) =>
  can('debt.view') && tabOf(search) === 'bao-cao' ? reportsFirstQueries(search) : [];

export const debtsFirstModules: FirstModules = (search) => (tabOf(search) === 'bao-cao' ? reportsFirstModules(search) : []);

/** /cong-no (spec 3 §2): 'Báo cáo công nợ' by default, 'Danh sách công nợ', and the shared timeline; a role without 'debt.view' is told so. */
export function DebtsPage() {
  useDocumentTitle('Công nợ');
  const [searchParams, setSearchParams] = useSearchParams();
  const active = tabOf(searchParams);
  const canView = useCan('debt.view');
  const panels: Record<DebtTab, React.ReactNode> = {
    'bao-cao': <ReportsTab />,
    'danh-sach': (
      <Suspense fallback={<div className="tab-loading" />}>
        <LettersTab />
      </Suspense>
    ),
    'lich-su': (
      <Suspense fallback={<div className="tab-loading" />}>
        <DebtTimeline />
      </Suspense>
    ),
  };
  return (
    <section className="page">
      <PageTitle>Công nợ</PageTitle>
      {canView ? (
        <Tabs
          activeKey={active}
          onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
          items={(Object.keys(DEBT_TABS) as DebtTab[]).map((key) => ({ key, label: DEBT_TABS[key], children: panels[key] }))}
          destroyOnHidden
          // The three labels fit a 390-px phone: antd's overflow menu never appears (its button breaks the tab list's roles).
          tabBarGutter={16}
        />
      ) : (
        <NoAccess />
      )}
    </section>
  );
}
