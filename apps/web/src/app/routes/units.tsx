import { UnitsPage, unitsFirstQueries } from '@/features/companies/components/units-page';

/** The company's sub-units ('Đơn vị', spec 3 §2): the list, a route module of its own (company.tsx holds the detail screens). */
export const UnitsRoute = UnitsPage;

/** What the list reads first, for its route's loader (app/routes.tsx). */
export { unitsFirstQueries as firstQueries };
