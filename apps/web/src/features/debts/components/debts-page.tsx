import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { NoAccess } from '@/components/no-access';
import { PageTitle } from '@/components/page-title';
import { useCan } from '@/lib/permissions';
import { DebtTimeline } from './debt-timeline';
import { LettersTab } from './letters-tab';
import { ReportsTab } from './reports-tab';
import { useDocumentTitle } from '@/lib/use-document-title';

export const DEBT_TABS = {
  'bao-cao': 'Báo cáo công nợ',
  'danh-sach': 'Danh sách công nợ',
  'lich-su': 'Lịch sử',
} as const;
type DebtTab = keyof typeof DEBT_TABS;

const isDebtTab = (tab: string | null): tab is DebtTab => tab !== null && tab in DEBT_TABS;

/** /cong-no (spec 3 §2): 'Báo cáo công nợ' by default, 'Danh sách công nợ', and the shared timeline; a role without 'debt.view' is told so. */
export function DebtsPage() {
  useDocumentTitle('Công nợ');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  const active: DebtTab = isDebtTab(tab) ? tab : 'bao-cao';
  const canView = useCan('debt.view');
  const panels: Record<DebtTab, React.ReactNode> = {
    'bao-cao': <ReportsTab />,
    'danh-sach': <LettersTab />,
    'lich-su': <DebtTimeline />,
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
