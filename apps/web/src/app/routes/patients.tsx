import { PatientsPage, patientsFirstQueries } from '@/features/patients/components/patients-page';

/** /benh-nhan, a route module of its own. */
export const PatientsRoute = () => <PatientsPage />;

/** What the page reads first, for its route's loader (app/routes.tsx). */
export { patientsFirstQueries as firstQueries };
