import { PersonnelPage } from '@/features/personnel/components/personnel-page';
import { useSession } from '@/lib/session';

/**
 * /nhan-su (SPEC-NOTES 7, 8): the same screen for every type, on the type's own calls
 * (`/v1/{type}/personnel…`); the guard lets only main accounts in.
 */
export function PersonnelRoute() {
  const session = useSession();
  return session ? <PersonnelPage key={session.type} type={session.type} /> : null;
}
