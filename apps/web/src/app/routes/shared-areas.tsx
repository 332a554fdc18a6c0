import { PlaceholderPage } from '@/components/placeholder-page';
import { CompanyContractsPage } from '@/features/companies/components/company-contracts-page';
import { ContractsPage } from '@/features/contracts/components/contracts-page';
import { useSession } from '@/lib/session';

/**
 * SPEC-NOTES 7: /hop-dong shows a different screen per partner type. The guard has already let
 * only the right types in; each type's screen arrives with its area.
 */
export function ContractsRoute() {
  const session = useSession();
  if (session?.type === 'provider') return <ContractsPage type="provider" />;
  if (session?.type === 'company') return <CompanyContractsPage />;
  return <PlaceholderPage key={session?.type} title="Hợp đồng" />;
}
