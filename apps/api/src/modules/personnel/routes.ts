import { MSG, PERSONNEL_MSG, personnelEndpoints, personnelPasswordEndpoints, personnelRoleEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { implement } from '../../lib/route.ts';
import * as personnel from './personnel-service.ts';

/**
 * A partner's staff (`/api/partner/v1/:type/personnel`), and every account's own person (`/profile`)
 * (contract: endpoints/personnel.ts `personnelEndpoints`).
 */
export async function personnelRoutes(app: FastifyInstance) {
  const e = personnelEndpoints;
  app.owners.set('personnel', personnel.staffOwner);

  implement(app, e.list, {
    handler: ({ deps, auth, query }) => personnel.listStaff(deps, auth, query),
  });

  implement(app, e.create, {
    message: PERSONNEL_MSG.created,
    handler: ({ deps, auth, body }) => personnel.createStaff(deps, auth, body),
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => personnel.getStaff(deps, params.id),
  });

  implement(app, e.update, {
    message: PERSONNEL_MSG.updated,
    handler: ({ deps, auth, params, body }) => personnel.updateStaff(deps, auth, params.id, body),
  });

  implement(app, e.remove, {
    message: PERSONNEL_MSG.deleted,
    handler: ({ deps, auth, params }) => personnel.deleteStaff(deps, auth, params.id),
  });

  implement(app, e.lock, {
    message: PERSONNEL_MSG.locked,
    handler: ({ deps, auth, params }) => personnel.setStaffLocked(deps, auth, params.id, true),
  });

  implement(app, e.unlock, {
    message: PERSONNEL_MSG.unlocked,
    handler: ({ deps, auth, params }) => personnel.setStaffLocked(deps, auth, params.id, false),
  });

  implement(app, e.sendPasswordLink, {
    message: PERSONNEL_MSG.linkSent,
    handler: ({ deps, auth, params }) => personnel.sendPasswordLink(deps, auth, params.id),
  });

  implement(app, e.profile, {
    handler: ({ deps, auth }) => personnel.getPersonnelProfile(deps, auth),
  });

  implement(app, e.updateProfile, {
    message: PERSONNEL_MSG.profileUpdated,
    handler: ({ deps, auth, body }) => personnel.updatePersonnelProfile(deps, auth, body),
  });

  implement(app, e.changePassword, {
    message: MSG.changePasswordSuccess,
    handler: ({ deps, auth, body }) => personnel.changeOwnPassword(deps, auth, body),
  });
}

/**
 * Spec 2 §7: change-password "login prefix optional": `/api/partner/personnel/profile/change-password`,
 * any partner (contract: `personnelPasswordEndpoints`).
 */
export async function personnelPasswordRoutes(app: FastifyInstance) {
  implement(app, personnelPasswordEndpoints.changePassword, {
    message: MSG.changePasswordSuccess,
    handler: ({ deps, auth, body }) => personnel.changeOwnPassword(deps, auth, body),
  });
}

/** A partner's personnel roles: `/api/partner/v1/:type/personnel-role` (contract: `personnelRoleEndpoints`). */
export async function personnelRoleRoutes(app: FastifyInstance) {
  const e = personnelRoleEndpoints;
  app.owners.set('personnel-role', personnel.roleOwner);

  implement(app, e.list, {
    handler: ({ deps, auth, query }) => personnel.listRoles(deps, auth, query),
  });

  implement(app, e.defaultPermissions, {
    handler: async ({ auth }) => personnel.defaultPermissions(app.permissionCatalog, auth),
  });

  implement(app, e.detail, {
    handler: ({ deps, params }) => personnel.getRole(deps, params.id),
  });

  implement(app, e.create, {
    message: PERSONNEL_MSG.roleCreated,
    handler: ({ deps, auth, body }) => personnel.createRole(deps, auth, app.permissionCatalog, body),
  });

  implement(app, e.update, {
    message: PERSONNEL_MSG.roleUpdated,
    handler: ({ deps, auth, params, body }) => personnel.updateRole(deps, auth, app.permissionCatalog, params.id, body),
  });

  implement(app, e.remove, {
    message: PERSONNEL_MSG.roleDeleted,
    handler: ({ deps, auth, params }) => personnel.deleteRole(deps, auth, params.id),
  });
}
