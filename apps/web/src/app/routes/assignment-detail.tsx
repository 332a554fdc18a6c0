import { useParams } from 'react-router';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { orderParts } from './order-parts';

/** An order's detail (spec 3 §7.5): a route module of its own, which the order list does not load. */
export function AssignmentDetailRoute() {
  const { id = '' } = useParams();
  return <OrderDetailPage key={id} id={id} parts={orderParts} />;
}
