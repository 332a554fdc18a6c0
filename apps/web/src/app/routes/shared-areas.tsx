import { PlaceholderPage } from '@/components/placeholder-page';
import { ContractsPage } from '@/features/contracts/components/contracts-page';
import { useSession } from '@/lib/session';

/**
 * SPEC-NOTES 7: /hop-dong and /nhan-su show a different screen per partner type. The guard
 * has already let only the right types in; each type's screen arrives with its area.
 */
export function ContractsRoute() {
  const session = useSession();
  if (session?.type === 'provider') return <ContractsPage type="provider" />;
  return <PlaceholderPage key={session?.type} title="Hợp đồng" />;
}

export function PersonnelRoute() {
  const session = useSession();
  return <PlaceholderPage key={session?.type} title="Nhân sự" />;
}
