import { useAllFacilities } from '../../features/orders/api/catalogue';
import { IntegrationsPage } from '../../features/integrations/components/integrations-page';
import { useOperator } from './use-operator';

/** The integrations desk; its create form offers the order desk's facilities when the operator may read them. */
export function IntegrationsRoute() {
  const { can } = useOperator();
  return can('orders.view') ? <IntegrationsWithFacilities /> : <IntegrationsPage />;
}

function IntegrationsWithFacilities() {
  const facilities = useAllFacilities();
  return (
    <IntegrationsPage
      facilities={facilities.data?.items.map((f) => ({ code: f.code, name: f.name }))}
      facilitiesLoading={facilities.isLoading}
    />
  );
}
