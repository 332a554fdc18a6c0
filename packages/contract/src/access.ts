import { PARTNER_TYPES, type PartnerType } from './partner.ts';
import { OPERATOR_SELF_PERMISSION, type OperatorPermission, type PartnerPermission, SELF_PERMISSION } from './permissions.ts';

/*
 * Who may call an endpoint: plain data, declared with the endpoint (endpoint.ts) and enforced by
 * the server's auth plugin (apps/api/src/plugins/auth.ts: login, type, main account, permission,
 * ownership). Here rather than in the server so that an endpoint is defined once, in the
 * contract; the server's own part (the signed-in caller, the decision) stays in
 * apps/api/src/lib/access.ts, which re-exports these.
 */

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
  | 'patient'
  // a company's sub-units, health-exam contracts and contract sets (owned by the parent company)
  | 'company-unit'
  | 'company-contract'
  | 'contract-group'
  // a partner's staff (sub-user accounts only) and personnel roles
  | 'personnel'
  | 'personnel-role'
  // a collaborator's debt confirmation letters
  | 'debt-letter'
  // monthly deferred-payment reports (a sent one) and a file of one
  | 'deferred-payment'
  | 'deferred-payment-file';

export type PublicAccess = { kind: 'public' };
export type PartnerAccess = {
  kind: 'partner';
  /** The partner types that may call it; 'path' = the `:type` segment, which must be the caller's type. */
  types: readonly PartnerType[] | 'path';
  /** With `types: 'path'`: the types whose path the route serves (absent: all three). */
  pathTypes?: readonly PartnerType[];
  /** Main accounts only: sub-users (personnel) are refused whatever their role. */
  mainOnly: boolean;
  /** What a sub-user's role must hold (main accounts hold every partner permission). */
  permission: PartnerPermission;
  /** The `:id` names an object of this kind: it must belong to the caller's partner, else 404. */
  owns?: OwnedObject;
  /**
   * With `owns`: the service reads the owner in the same statement as the answer (a hot list,
   * where the plugin's own lookup would be one more round trip) and answers 404 exactly as the
   * plugin would. The plugin then does not look the owner up; the access matrix still checks it.
   */
  ownerInStatement?: true;
};
export type OperatorAccess = { kind: 'operator'; permission: OperatorPermission };

/**
 * Who may call a route, declared beside its schemas (`config.access`); the auth plugin enforces
 * all of it (login, type, main account, permission, ownership) and refuses to start when a route
 * declares none.
 */
export type Access = PublicAccess | PartnerAccess | OperatorAccess;

type PartnerOptions = { owns?: OwnedObject; ownerInStatement?: true; mainOnly?: boolean };
const partnerAccess = (
  types: PartnerAccess['types'],
  permission: PartnerPermission,
  opts: PartnerOptions & { pathTypes?: readonly PartnerType[] } = {},
): PartnerAccess => ({
  kind: 'partner',
  types,
  permission,
  mainOnly: opts.mainOnly ?? false,
  ...(opts.owns ? { owns: opts.owns } : {}),
  ...(opts.owns && opts.ownerInStatement ? { ownerInStatement: true as const } : {}),
  ...(opts.pathTypes ? { pathTypes: opts.pathTypes } : {}),
});

export const access = {
  public: { kind: 'public' } as PublicAccess,
  /**
   * A route under `/v1/:type/...`: the caller's own type; `types` narrows which types' paths it
   * serves (the others are refused, and its permission is not in their default lists).
   */
  ownType: (permission: PartnerPermission, opts?: PartnerOptions & { types?: readonly PartnerType[] }) =>
    partnerAccess('path', permission, { ...opts, ...(opts?.types ? { pathTypes: opts.types } : {}) }),
  /** A route of some partner types, whatever the path. */
  partner: (types: readonly PartnerType[], permission: PartnerPermission, opts?: PartnerOptions) => partnerAccess(types, permission, opts),
  operator: (permission: OperatorPermission): OperatorAccess => ({ kind: 'operator', permission }),
  /** Any signed-in partner account, whatever its type and role (the permission every role holds): its inbox, devices, media. */
  anyPartner: partnerAccess(PARTNER_TYPES, SELF_PERMISSION),
  /** A route under `/v1/:type/...` for the caller's own type, whatever its role: its own account. */
  self: partnerAccess('path', SELF_PERMISSION),
  /** Any signed-in operator, whatever its role: its own account and sessions. */
  operatorSelf: { kind: 'operator', permission: OPERATOR_SELF_PERMISSION } as OperatorAccess,
};
