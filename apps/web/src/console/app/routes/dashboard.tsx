import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { useOperator } from './use-operator';

export function DashboardRoute() {
  const { can } = useOperator();
  return (
    <DashboardPage
      scope={{
        partners: can('partners.approve'),
        tenders: can('tenders.manage'),
        orders: can('orders.manage'),
        footer: can('content.footer'),
        popup: can('content.popup'),
      }}
    />
  );
}
