import { useParams } from 'react-router';
import { CataloguePage } from '../../features/order-desk/components/catalogue-page';
import { FacilityPage } from '../../features/order-desk/components/facility-page';
import { OrderDetailPage } from '../../features/order-desk/components/order-detail-page';
import { OrderListPage } from '../../features/order-desk/components/order-list-page';
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
