import { PatientsPage } from '@/features/patients/components/patients-page';

/** /benh-nhan, a route module of its own. */
export const PatientsRoute = () => <PatientsPage />;
