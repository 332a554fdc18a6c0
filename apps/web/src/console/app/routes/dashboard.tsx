import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { OrganizationReminder } from '../../features/organization/components/organization-reminder';
import { useOperator } from './use-operator';

export function DashboardRoute() {
  const { can } = useOperator();
  return (
    <>
      {can('organization.manage') ? <OrganizationReminder /> : null}
      <DashboardPage
        scope={{
          partners: can('partners.approve'),
          tenders: can('tenders.manage'),
          orders: can('orders.manage'),
          debts: can('debts.manage'),
          footer: can('content.footer'),
          popup: can('content.popup'),
        }}
      />
    </>
  );
}
