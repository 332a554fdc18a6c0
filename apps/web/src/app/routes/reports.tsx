import { ConsultingPricesPage } from '@/features/orders/components/consulting-prices-page';
import { ReportPage } from '@/features/orders/components/report-page';

export { consultingPricesFirstQueries } from '@/features/orders/components/consulting-prices-page';
export { reportsFirstQueries } from '@/features/orders/components/report-page';

/** 'Báo cáo' and the consulting prices: the collaborator's read-only order screens. */
export const ConsultingPricesRoute = () => <ConsultingPricesPage />;
export const ReportsRoute = () => <ReportPage />;
