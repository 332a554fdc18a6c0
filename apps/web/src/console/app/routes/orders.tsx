import { useParams } from 'react-router';
import { CataloguePage } from '../../features/orders/components/catalogue-page';
import { FacilityPage } from '../../features/orders/components/facility-page';
import { OrderDetailPage } from '../../features/orders/components/order-detail-page';
import { OrderListPage } from '../../features/orders/components/order-list-page';
import { useOperator } from './use-operator';

export function OrdersRoute() {
  return <OrderListPage />;
}

export function OrderDetailRoute() {
  const { id = '' } = useParams();
  const { can } = useOperator();
  return <OrderDetailPage key={id} id={id} can={{ canManage: can('orders.manage'), canSeeAudit: can('audit.view') }} />;
}

export function CatalogueRoute() {
  const { can } = useOperator();
  return <CataloguePage canManage={can('catalogue.manage')} />;
}

export function FacilitiesRoute() {
  const { can } = useOperator();
  return <FacilityPage canManage={can('catalogue.manage')} />;
}
