import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { useOperator } from './use-operator';

export function DashboardRoute() {
  const { can } = useOperator();
  return <DashboardPage canSeePartners={can('partners.view')} />;
}
