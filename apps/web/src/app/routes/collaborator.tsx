import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { DebtsPage } from '@/features/debts/components/debts-page';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { OrdersPage } from '@/features/orders/components/orders-page';
import type { OrderScreenParts } from '@/features/orders/parts';
import { PatientPicker } from '@/features/patients/components/patient-picker';
import { PatientSelect } from '@/features/patients/components/patient-select';
import { PatientsPage } from '@/features/patients/components/patients-page';

/** The order screens take the patients area's picker and filter from here (a feature never imports another). */
const orderParts: OrderScreenParts = { PatientPicker, PatientSelect };

export const AssignmentsRoute = () => <OrdersPage parts={orderParts} />;

export function AssignmentDetailRoute() {
  const { id = '' } = useParams();
  return <OrderDetailPage key={id} id={id} parts={orderParts} />;
}

export const PatientsRoute = () => <PatientsPage />;
export const ConsultingPricesRoute = () => <PlaceholderPage title="Đơn giá tư vấn" />;
export const ReportsRoute = () => <PlaceholderPage title="Báo cáo" />;
export const DebtsRoute = () => <DebtsPage />;
