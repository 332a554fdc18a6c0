import { OrdersPage, ordersFirstQueries } from '@/features/orders/components/orders-page';
import { orderParts } from './order-parts';

/**
 * The collaborator's order list ('Chỉ định'). An order's detail is a route module of its own
 * (assignment-detail.tsx), as are the debts, patients and report screens (debts.tsx, patients.tsx,
 * reports.tsx), so the list does not load them, nor they it.
 */
export const AssignmentsRoute = () => <OrdersPage parts={orderParts} />;

/** What the list reads first, for its route's loader (app/routes.tsx). */
export { ordersFirstQueries as firstQueries };
