import {
  changePasswordBodySchema,
  MSG,
  PARTNER_TYPES,
  PERSONNEL_MSG,
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
  typeParamsSchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { access } from '../../lib/access.ts';
import { routes } from '../../lib/route.ts';
import * as personnel from './personnel-service.ts';

const idParams = typeParamsSchema.extend(personnelParamsSchema.shape);
/** Managing staff and roles is the main account's (SPEC-NOTES 8): a sub-user is refused whatever its role. */
const manage = access.ownType('personnel.manage', { mainOnly: true });
const manageStaff = access.ownType('personnel.manage', { mainOnly: true, owns: 'personnel' });
const manageRole = access.ownType('personnel.manage', { mainOnly: true, owns: 'personnel-role' });

/** A partner's staff (`/api/partner/v1/:type/personnel`), and every account's own person (`/profile`). */
export async function personnelRoutes(app: FastifyInstance) {
  const r = routes(app, 'personnel');
  app.owners.set('personnel', personnel.staffOwner);

  r.get('/list', {
    access: manage,
    params: typeParamsSchema,
    query: personnelListQuerySchema,
    data: personnelListSchema,
    handler: ({ deps, auth, query }) => personnel.listStaff(deps, auth, query),
  });

  r.post('/create', {
    access: manage,
    params: typeParamsSchema,
    body: personnelCreateBodySchema,
    data: personnelSchema,
    message: PERSONNEL_MSG.created,
    handler: ({ deps, auth, body }) => personnel.createStaff(deps, auth, body),
  });

  r.get('/detail/:id', {
    access: manageStaff,
    params: idParams,
    data: personnelSchema,
    handler: ({ deps, params }) => personnel.getStaff(deps, params.id),
  });

  r.put('/detail/:id', {
    access: manageStaff,
    params: idParams,
    body: personnelUpdateBodySchema,
    data: personnelSchema,
    message: PERSONNEL_MSG.updated,
    handler: ({ deps, auth, params, body }) => personnel.updateStaff(deps, auth, params.id, body),
  });

  r.delete('/detail/:id', {
    access: manageStaff,
    params: idParams,
    message: PERSONNEL_MSG.deleted,
    handler: ({ deps, auth, params }) => personnel.deleteStaff(deps, auth, params.id),
  });

  r.put('/detail/:id/lock', {
    access: manageStaff,
    params: idParams,
    data: personnelSchema,
    message: PERSONNEL_MSG.locked,
    handler: ({ deps, auth, params }) => personnel.setStaffLocked(deps, auth, params.id, true),
  });

  r.put('/detail/:id/unlock', {
    access: manageStaff,
    params: idParams,
    data: personnelSchema,
    message: PERSONNEL_MSG.unlocked,
    handler: ({ deps, auth, params }) => personnel.setStaffLocked(deps, auth, params.id, false),
  });

  r.post('/detail/:id/send-password-link', {
    access: manageStaff,
    params: idParams,
    message: PERSONNEL_MSG.linkSent,
    handler: ({ deps, auth, params }) => personnel.sendPasswordLink(deps, auth, params.id),
  });

  r.get('/profile', {
    access: access.ownType('account.self'),
    params: typeParamsSchema,
    data: personnelProfileSchema,
    handler: ({ deps, auth }) => personnel.getPersonnelProfile(deps, auth),
  });

  r.put('/profile', {
    access: access.ownType('account.self'),
    params: typeParamsSchema,
    body: personnelProfileBodySchema,
    data: personnelProfileSchema,
    message: PERSONNEL_MSG.profileUpdated,
    handler: ({ deps, auth, body }) => personnel.updatePersonnelProfile(deps, auth, body),
  });

  r.put('/profile/change-password', {
    access: access.ownType('account.self'),
    params: typeParamsSchema,
    body: changePasswordBodySchema,
    message: MSG.changePasswordSuccess,
    handler: ({ deps, auth, body }) => personnel.changeOwnPassword(deps, auth, body),
  });
}

/** Spec 2 §7: change-password "login prefix optional": `/api/partner/personnel/profile/change-password`, any partner. */
export async function personnelPasswordRoutes(app: FastifyInstance) {
  const r = routes(app, 'personnel');
  r.put('/profile/change-password', {
    access: access.partner(PARTNER_TYPES, 'account.self'),
    body: changePasswordBodySchema,
    message: MSG.changePasswordSuccess,
    handler: ({ deps, auth, body }) => personnel.changeOwnPassword(deps, auth, body),
  });
}

/** A partner's personnel roles: `/api/partner/v1/:type/personnel-role`. */
export async function personnelRoleRoutes(app: FastifyInstance) {
  const r = routes(app, 'personnel');
  app.owners.set('personnel-role', personnel.roleOwner);

  r.get('/list', {
    access: manage,
    params: typeParamsSchema,
    query: personnelRoleListQuerySchema,
    data: personnelRoleListSchema,
    handler: ({ deps, auth, query }) => personnel.listRoles(deps, auth, query),
  });

  r.get('/list-default-permission', {
    access: manage,
    params: typeParamsSchema,
    data: permissionGroupsSchema,
    handler: async ({ auth }) => personnel.defaultPermissions(app.permissionCatalog, auth),
  });

  r.get('/detail/:id', {
    access: manageRole,
    params: idParams,
    data: personnelRoleSchema,
    handler: ({ deps, params }) => personnel.getRole(deps, params.id),
  });

  r.post('/create', {
    access: manage,
    params: typeParamsSchema,
    body: personnelRoleBodySchema,
    data: personnelRoleSchema,
    message: PERSONNEL_MSG.roleCreated,
    handler: ({ deps, auth, body }) => personnel.createRole(deps, auth, app.permissionCatalog, body),
  });

  r.put('/update/:id', {
    access: manageRole,
    params: idParams,
    body: personnelRoleBodySchema,
    data: personnelRoleSchema,
    message: PERSONNEL_MSG.roleUpdated,
    handler: ({ deps, auth, params, body }) => personnel.updateRole(deps, auth, app.permissionCatalog, params.id, body),
  });

  r.delete('/delete/:id', {
    access: manageRole,
    params: idParams,
    message: PERSONNEL_MSG.roleDeleted,
    handler: ({ deps, auth, params }) => personnel.deleteRole(deps, auth, params.id),
  });
}
