import { DebtsPage, debtsFirstModules, debtsFirstQueries } from '@/features/debts/components/debts-page';

/** /cong-no (spec 3 §2), a route module of its own: the collaborator's other screens are not loaded with it. */
export const DebtsRoute = () => <DebtsPage />;

/** What the page reads first, for its route's loader (app/routes.tsx). */
export { debtsFirstModules as firstModules, debtsFirstQueries as firstQueries };
