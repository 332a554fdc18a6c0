import type { PartnerType } from '@portal/contract';

/**
 * Who may call a route, declared next to its schemas (`config.access`). Every /api route must
 * declare one: the access plugin refuses to start otherwise.
 */
export type Access =
  | { kind: 'public' }
  /** Any logged-in partner whose type is listed; 'path' = the `:type` segment must be the caller's type. */
  | {
      kind: 'partner';
      types: readonly PartnerType[] | 'path';
      subUser: boolean;
      /** The `:id` names an object owned by a partner: another partner's id answers 404. */
      owns?: string;
    }
  /** `object` names what an `:id` in the path is (any one, operators see all). */
  | { kind: 'operator'; object?: string };

export const access = {
  public: { kind: 'public' } as Access,
  /** The caller's own `{type}` path (profile, logout, change-password). */
  ownType: { kind: 'partner', types: 'path', subUser: true } as Access,
  partner: (...types: PartnerType[]): Access => ({ kind: 'partner', types, subUser: true }),
  /** Main accounts only: sub-users (personnel) may not call it. */
  partnerMain: (...types: PartnerType[]): Access => ({ kind: 'partner', types, subUser: false }),
  operator: { kind: 'operator' } as Access,
};

export type AuthContext = {
  sessionId: string;
  userId: string;
  username: string;
  type: PartnerType | 'operator';
  partnerId: string | null;
  isSubUser: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/** Pure: may this caller use a route with this access rule? */
export function decide(rule: Access, auth: AuthContext | null, pathType?: string): AccessDecision {
  if (rule.kind === 'public') return 'allow';
  if (!auth) return 'unauthenticated';
  if (rule.kind === 'operator') return auth.type === 'operator' ? 'allow' : 'forbidden';
  if (auth.type === 'operator') return 'forbidden';
  if (!rule.subUser && auth.isSubUser) return 'forbidden';
  if (rule.types === 'path') return pathType === auth.type ? 'allow' : 'forbidden';
  return rule.types.includes(auth.type) ? 'allow' : 'forbidden';
}
