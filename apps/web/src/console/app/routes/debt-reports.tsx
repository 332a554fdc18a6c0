import { useParams } from 'react-router';
import { ReportDetailPage } from '../../features/debts/components/report-detail-page';
import { ReportListPage } from '../../features/debts/components/report-list-page';
import { SettingsPage } from '../../features/debts/components/settings-page';
import { useOperator } from './use-operator';

/** The accounts desk: monthly deferred-payment reports and the debt settings. */
export function DebtReportsRoute() {
  const { can } = useOperator();
  return <ReportListPage canManage={can('debts.manage')} />;
}

export function DebtReportDetailRoute() {
  const { id = '' } = useParams();
  const { can } = useOperator();
  return <ReportDetailPage key={id} id={id} canManage={can('debts.manage')} />;
}

export function DebtSettingsRoute() {
  const { can } = useOperator();
  return <SettingsPage canManage={can('debts.manage')} />;
}
