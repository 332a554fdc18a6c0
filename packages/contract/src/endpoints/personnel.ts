import { access } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { changePasswordBodySchema, typeParamsSchema } from '../schemas/auth.ts';
import {
  permissionGroupsSchema,
  personnelCreateBodySchema,
  personnelListQuerySchema,
  personnelListSchema,
  personnelParamsSchema,
  personnelProfileBodySchema,
  personnelProfileSchema,
  personnelRoleBodySchema,
  personnelRoleListQuerySchema,
  personnelRoleListSchema,
  personnelRoleSchema,
  personnelSchema,
  personnelUpdateBodySchema,
} from '../schemas/personnel.ts';

/** A staff member or a role of the caller's partner type's path. */
const idParams = typeParamsSchema.extend(personnelParamsSchema.shape);
/** Managing staff and roles is the main account's (SPEC-NOTES 8): a sub-user is refused whatever its role. */
const MANAGE = access.ownType('personnel.manage', { mainOnly: true });
const MANAGE_STAFF = access.ownType('personnel.manage', { mainOnly: true, owns: 'personnel' });
const MANAGE_ROLE = access.ownType('personnel.manage', { mainOnly: true, owns: 'personnel-role' });
/** A partner's staff (`/api/partner/v1/:type/personnel`), and every account's own person (`/profile`). */
export const personnelEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/personnel/list',
    tag: 'personnel',
    access: MANAGE,
    params: typeParamsSchema,
    query: personnelListQuerySchema,
    data: personnelListSchema,
  }),
  /** The member receives an e-mail to set its password. */
  create: endpoint({
    method: 'POST',
    path: '/api/partner/v1/:type/personnel/create',
    tag: 'personnel',
    access: MANAGE,
    params: typeParamsSchema,
    body: personnelCreateBodySchema,
    data: personnelSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/personnel/detail/:id',
    outside: 'spec 2: one staff member, for an integration (the staff screen edits from its list row)',
    tag: 'personnel',
    access: MANAGE_STAFF,
    params: idParams,
    data: personnelSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/:type/personnel/detail/:id',
    tag: 'personnel',
    access: MANAGE_STAFF,
    params: idParams,
    body: personnelUpdateBodySchema,
    data: personnelSchema,
  }),
  /** Refused (422, with the reason) once the member has acted on the portal. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/partner/v1/:type/personnel/detail/:id',
    tag: 'personnel',
    access: MANAGE_STAFF,
    params: idParams,
  }),
  lock: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/:type/personnel/detail/:id/lock',
    tag: 'personnel',
    access: MANAGE_STAFF,
    params: idParams,
    data: personnelSchema,
  }),
  unlock: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/:type/personnel/detail/:id/unlock',
    tag: 'personnel',
    access: MANAGE_STAFF,
    params: idParams,
    data: personnelSchema,
  }),
  /** A new link for a member still waiting for its password. */
  sendPasswordLink: endpoint({
    method: 'POST',
    path: '/api/partner/v1/:type/personnel/detail/:id/send-password-link',
    tag: 'personnel',
    access: MANAGE_STAFF,
    params: idParams,
  }),
  /** The caller's own person (any account). */
  profile: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/personnel/profile',
    outside: "spec 2: the caller's own person, for an integration (the header reads the profile)",
    tag: 'personnel',
    access: access.self,
    params: typeParamsSchema,
    data: personnelProfileSchema,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/:type/personnel/profile',
    outside: "spec 2: the caller's own person, for an integration (the account page edits the profile)",
    tag: 'personnel',
    access: access.self,
    params: typeParamsSchema,
    body: personnelProfileBodySchema,
    data: personnelProfileSchema,
  }),
  /** Spec 2 §7, with the login prefix (`personnelPasswordEndpoints.changePassword` is the same without it). */
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/:type/personnel/profile/change-password',
    outside: "spec 2: a password change by the staff path, for an integration (the account page uses the profile's)",
    tag: 'personnel',
    access: access.self,
    params: typeParamsSchema,
    body: changePasswordBodySchema,
  }),
};

/** A partner's personnel roles: `/api/partner/v1/:type/personnel-role`. */
export const personnelRoleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/personnel-role/list',
    tag: 'personnel',
    access: MANAGE,
    params: typeParamsSchema,
    query: personnelRoleListQuerySchema,
    data: personnelRoleListSchema,
  }),
  /** What a role may hold, by area (it changes only with the server). */
  defaultPermissions: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/personnel-role/list-default-permission',
    tag: 'personnel',
    access: MANAGE,
    params: typeParamsSchema,
    data: permissionGroupsSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/partner/v1/:type/personnel-role/detail/:id',
    outside: 'spec 2: one role, for an integration (the roles screen edits from its list row)',
    tag: 'personnel',
    access: MANAGE_ROLE,
    params: idParams,
    data: personnelRoleSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/partner/v1/:type/personnel-role/create',
    tag: 'personnel',
    access: MANAGE,
    params: typeParamsSchema,
    body: personnelRoleBodySchema,
    data: personnelRoleSchema,
  }),
  /** Counts for its staff from their next request. */
  update: endpoint({
    method: 'PUT',
    path: '/api/partner/v1/:type/personnel-role/update/:id',
    tag: 'personnel',
    access: MANAGE_ROLE,
    params: idParams,
    body: personnelRoleBodySchema,
    data: personnelRoleSchema,
  }),
  /** Refused (422) while a staff member holds it. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/partner/v1/:type/personnel-role/delete/:id',
    tag: 'personnel',
    access: MANAGE_ROLE,
    params: idParams,
  }),
};

/**
 * Spec 2 §7: change-password "login prefix optional": `/api/partner/personnel/profile/change-password`,
 * any partner (the token says which account).
 */
export const personnelPasswordEndpoints = {
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/partner/personnel/profile/change-password',
    outside: 'spec 2 ("login prefix optional"): a password change by the token alone, for an integration',
    tag: 'personnel',
    access: access.anyPartner,
    body: changePasswordBodySchema,
  }),
};
