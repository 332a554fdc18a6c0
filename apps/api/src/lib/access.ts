import {
  type Access,
  OPERATOR_SELF_PERMISSION,
  type OperatorPermission,
  type PartnerPermission,
  type PartnerType,
  SELF_PERMISSION,
} from '@portal/contract';

// The access rules are plain data of the contract (an endpoint is defined there, with its rule);
// re-exported so that route files keep importing them from here.
export { type Access, access, type OperatorAccess, type OwnedObject, type PartnerAccess, type PublicAccess } from '@portal/contract';

export type AuthContext = {
  sessionId: string;
  userId: string;
  username: string;
  type: PartnerType | 'operator';
  partnerId: string | null;
  isSubUser: boolean;
  /**
   * What this account may do beyond its type: null = everything its kind of account may do (a
   * partner's main account); a sub-user's role's keys (none while the role is inactive or
   * missing), read with the session on every request.
   */
  permissions: ReadonlySet<string> | null;
};
/** Who made an operator's change and from where, for the audit trail (no operator: a command-line task). */
export type Actor = { userId: string | null; username: string; ip: string | null };

/** A signed-in partner account: always belongs to a partner. */
export type PartnerAuth = AuthContext & { type: PartnerType; partnerId: string };
export type OperatorAuth = AuthContext & { type: 'operator' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

const holds = (auth: AuthContext, permission: string) =>
  permission === SELF_PERMISSION ||
  permission === OPERATOR_SELF_PERMISSION ||
  auth.permissions === null ||
  auth.permissions.has(permission);

/** Does this account hold `permission` (a main account holds all)? For a route whose answer widens with a permission. */
export const holdsPermission = (auth: AuthContext, permission: PartnerPermission | OperatorPermission) => holds(auth, permission);

/** Pure: may this caller use a route with this access rule? (Ownership of an `:id` is checked after, once params are valid.) */
export function decide(rule: Access, auth: AuthContext | null, pathType?: string): AccessDecision {
  if (rule.kind === 'public') return 'allow';
  if (!auth) return 'unauthenticated';
  if (rule.kind === 'operator') return auth.type === 'operator' && holds(auth, rule.permission) ? 'allow' : 'forbidden';
  if (auth.type === 'operator' || !auth.partnerId) return 'forbidden';
  if (rule.mainOnly && auth.isSubUser) return 'forbidden';
  const typeOk =
    rule.types === 'path'
      ? pathType === auth.type && (!rule.pathTypes || rule.pathTypes.includes(auth.type))
      : rule.types.includes(auth.type);
  if (!typeOk) return 'forbidden';
  return holds(auth, rule.permission) ? 'allow' : 'forbidden';
}
