import { useParams } from 'react-router';
import { orderQueryOptions } from '@/features/orders/api/get-order';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import type { FirstQueries } from '@/lib/first-draw';
import { orderParts } from './order-parts';

/** An order's detail (spec 3 §7.5): a route module of its own, which the order list does not load. */
export function AssignmentDetailRoute() {
  const { id = '' } = useParams();
  return <OrderDetailPage key={id} id={id} parts={orderParts} />;
}

/** What the page reads first (the route's loader: the server draws the order with it). */
export const firstQueries: FirstQueries = (_search, { params }) => (params.id ? [orderQueryOptions(params.id)] : []);
