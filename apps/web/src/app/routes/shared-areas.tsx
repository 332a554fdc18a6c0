import { CompanyContractsPage } from '@/features/companies/components/company-contracts-page';
import { companyContractsFirstQueries } from '@/features/companies/components/company-contracts-table';
import { ContractsPage, contractsFirstQueries } from '@/features/contracts/components/contracts-page';
import type { FirstQueries } from '@/lib/first-draw';
import { useSession } from '@/lib/session';

/**
 * SPEC-NOTES 7: /hop-dong shows a different screen per partner type. The guard lets only
 * providers and companies in (collaborators have no contracts), so each gets its own screen.
 */
export function ContractsRoute() {
  const session = useSession();
  return session?.type === 'provider' ? <ContractsPage type="provider" /> : <CompanyContractsPage />;
}

/** What /hop-dong reads first for the partner's type, for its route's loader (app/routes.tsx). */
export const firstQueries: FirstQueries = (search, { type }) =>
  type === 'provider' ? contractsFirstQueries('provider', search) : companyContractsFirstQueries(search);
