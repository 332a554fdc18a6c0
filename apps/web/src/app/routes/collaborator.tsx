import { PlaceholderPage } from '@/components/placeholder-page';

export const AssignmentsRoute = () => <PlaceholderPage title="Chỉ định" />;
export const AssignmentDetailRoute = () => <PlaceholderPage title="Chi tiết chỉ định" />;
export const PatientsRoute = () => <PlaceholderPage title="Bệnh nhân" />;
export const ConsultingPricesRoute = () => <PlaceholderPage title="Đơn giá tư vấn" />;
export const ReportsRoute = () => <PlaceholderPage title="Báo cáo" />;
export const DebtsRoute = () => <PlaceholderPage title="Công nợ" />;
