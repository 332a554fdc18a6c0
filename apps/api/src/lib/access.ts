import {
  OPERATOR_SELF_PERMISSION,
  type OperatorPermission,
  type PartnerPermission,
  type PartnerType,
  SELF_PERMISSION,
} from '@portal/contract';

/** Kinds of partner-owned objects a route's `:id` can name; each area defines how to find an object's owner. */
export type OwnedObject =
  | 'partner-file'
  // tendering: a provider's submission, a file of it, a custom value, its own clarification request, a request's file
  | 'bid-submission'
  | 'bid-submission-file'
  | 'bid-custom-value'
  | 'bid-request'
  | 'bid-request-file'
  // contracts and products
  | 'contract'
  | 'product'
  // collaborator orders
  | 'medical-order'
  | 'patient';

export type PublicAccess = { kind: 'public' };
export type PartnerAccess = {
  kind: 'partner';
  /** The partner types that may call it; 'path' = the `:type` segment, which must be the caller's type. */
  types: readonly PartnerType[] | 'path';
  /** Main accounts only: sub-users (personnel) are refused whatever their role. */
  mainOnly: boolean;
  /** What a sub-user's role must hold (main accounts hold every partner permission). */
  permission: PartnerPermission;
  /** The `:id` names an object of this kind: it must belong to the caller's partner, else 404. */
  owns?: OwnedObject;
};
export type OperatorAccess = { kind: 'operator'; permission: OperatorPermission };

/**
 * Who may call a route, declared beside its schemas (`config.access`); the auth plugin enforces
 * all of it (login, type, main account, permission, ownership) and refuses to start when a route
 * declares none.
 */
export type Access = PublicAccess | PartnerAccess | OperatorAccess;

type PartnerOptions = { owns?: OwnedObject; mainOnly?: boolean };
const partnerAccess = (types: PartnerAccess['types'], permission: PartnerPermission, opts: PartnerOptions = {}): PartnerAccess => ({
  kind: 'partner',
  types,
  permission,
  mainOnly: opts.mainOnly ?? false,
  ...(opts.owns ? { owns: opts.owns } : {}),
});

export const access = {
  public: { kind: 'public' } as PublicAccess,
  /** A route under `/v1/:type/...`: the caller's own type. */
  ownType: (permission: PartnerPermission, opts?: PartnerOptions) => partnerAccess('path', permission, opts),
  /** A route of some partner types, whatever the path. */
  partner: (types: readonly PartnerType[], permission: PartnerPermission, opts?: PartnerOptions) => partnerAccess(types, permission, opts),
  operator: (permission: OperatorPermission): OperatorAccess => ({ kind: 'operator', permission }),
};

export type AuthContext = {
  sessionId: string;
  userId: string;
  username: string;
  type: PartnerType | 'operator';
  partnerId: string | null;
  isSubUser: boolean;
  /**
   * What this account may do beyond its type: null = everything its kind of account may do (a
   * partner's main account; until personnel roles exist, every account).
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

/** Pure: may this caller use a route with this access rule? (Ownership of an `:id` is checked after, once params are valid.) */
export function decide(rule: Access, auth: AuthContext | null, pathType?: string): AccessDecision {
  if (rule.kind === 'public') return 'allow';
  if (!auth) return 'unauthenticated';
  if (rule.kind === 'operator') return auth.type === 'operator' && holds(auth, rule.permission) ? 'allow' : 'forbidden';
  if (auth.type === 'operator' || !auth.partnerId) return 'forbidden';
  if (rule.mainOnly && auth.isSubUser) return 'forbidden';
  const typeOk = rule.types === 'path' ? pathType === auth.type : rule.types.includes(auth.type);
  if (!typeOk) return 'forbidden';
  return holds(auth, rule.permission) ? 'allow' : 'forbidden';
}
