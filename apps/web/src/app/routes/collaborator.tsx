import { useParams } from 'react-router';
import { DebtsPage } from '@/features/debts/components/debts-page';
import { ConsultingPricesPage } from '@/features/orders/components/consulting-prices-page';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { OrdersPage } from '@/features/orders/components/orders-page';
import { ReportPage } from '@/features/orders/components/report-page';
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
export const ConsultingPricesRoute = () => <ConsultingPricesPage />;
export const ReportsRoute = () => <ReportPage />;
export const DebtsRoute = () => <DebtsPage />;
