import type { PartnerPermission, Profile } from '@portal/contract';
import { useProfile } from './profile';
import { type Session, useSession } from './session';

/**
 * Whether the signed-in account may do what `permission` covers (SPEC-NOTES 8): a main account
 * may do everything of its kind; a sub-user what its role holds now, as the profile says (nothing
 * until the profile has come). Pure, for the hook and the tests. The server decides anyway: this
 * only hides what would be refused.
 */
export function can(
  session: Session | null,
  profile: Pick<Profile, 'isSubUser' | 'permissions'> | undefined,
  permission: PartnerPermission,
) {
  if (!session) return false;
  if (profile) return !profile.isSubUser || profile.permissions.includes(permission);
  return !session.isSubUser;
}

/** The one place screens ask what the caller may do: `useCan('order.manage')`. */
export function useCan(permission: PartnerPermission): boolean {
  const session = useSession();
  const profile = useProfile();
  return can(session, profile.data, permission);
}
