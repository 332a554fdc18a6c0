import { useParams } from 'react-router';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { OrdersPage } from '@/features/orders/components/orders-page';
import type { OrderScreenParts } from '@/features/orders/parts';
import { PatientPicker } from '@/features/patients/components/patient-picker';
import { PatientSelect } from '@/features/patients/components/patient-select';

/**
 * The collaborator's order screens (the list, the wizard, an order's detail). The debts, patients
 * and report screens are route modules of their own (debts.tsx, patients.tsx, reports.tsx), so an
 * order screen does not load them, nor they it.
 */

/** The order screens take the patients area's picker and filter from here (a feature never imports another). */
const orderParts: OrderScreenParts = { PatientPicker, PatientSelect };

export const AssignmentsRoute = () => <OrdersPage parts={orderParts} />;

export function AssignmentDetailRoute() {
  const { id = '' } = useParams();
  return <OrderDetailPage key={id} id={id} parts={orderParts} />;
}
