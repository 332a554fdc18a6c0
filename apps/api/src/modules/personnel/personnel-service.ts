import { randomBytes } from 'node:crypto';
import {
  type ChangePasswordBody,
  LIMITS,
  MSG,
  OUTGOING,
  PARTNER_PERMISSIONS,
  PARTNER_ROUTE_KEYS,
  type PartnerPermission,
  PERMISSION_AREAS,
  type PermissionGroup,
  type Personnel,
  type PersonnelCreateBody,
  type PersonnelList,
  type PersonnelListQuery,
  type PersonnelProfile,
  type PersonnelProfileBody,
  type PersonnelRole,
  type PersonnelRoleBody,
  type PersonnelRoleList,
  type PersonnelRoleListQuery,
  type PersonnelStatus,
  type PersonnelUpdateBody,
  PERSONNEL_MSG,
} from '@portal/contract';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext, PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagination } from '../../lib/pagination.ts';
import type { PermissionCatalog } from '../../lib/permission-catalog.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-error.ts';
import * as auth from '../auth/auth-service.ts';
import * as repo from './personnel-repository.ts';
import * as identity from '../auth/identity-service.ts';

// Roles -----------------------------------------------------------------------------------------

function toRole(row: repo.RoleRecord & { staffCount: number }): PersonnelRole {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    permissions: row.permissions,
    staffCount: row.staffCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listRoles(deps: AppDeps, caller: PartnerAuth, query: PersonnelRoleListQuery): Promise<PersonnelRoleList> {
  const limit = query.limit;
  const { items, total } = await repo.listRoles(
    deps.db,
    { partnerId: caller.partnerId, search: query.search, active: query.active },
    query.page,
    limit,
  );
  return { items: items.map(toRole), pagination: pagination(query.page, limit, total) };
}

/** A role of the caller's partner (the route's access has checked whose it is). */
export async function getRole(deps: AppDeps, id: string): Promise<PersonnelRole> {
  const row = await repo.findRole(deps.db, id);
  if (!row) throw new AppError('not_found');
  return toRole(row);
}

/** The default permission list of the caller's type, by area. */
export const defaultPermissions = (catalog: PermissionCatalog, caller: PartnerAuth): PermissionGroup[] => catalog.groups(caller.type);

/** The role's keys, once each, all from the default list of the caller's type (400 otherwise). */
function checkedKeys(catalog: PermissionCatalog, caller: PartnerAuth, keys: readonly string[]): string[] {
  const unique = [...new Set(keys)];
  const refused = unique.find((key) => !catalog.allows(caller.type, key));
  if (refused !== undefined) throw AppError.field('permissions', PERSONNEL_MSG.permissionInvalid(refused));
  return unique;
}

const nameTaken = () => AppError.field('name', PERSONNEL_MSG.roleNameTaken, 'conflict');
const rethrowNameTaken = (err: unknown): never => {
  if (isUniqueViolation(err)) throw nameTaken();
  throw err;
};

const roleValues = (body: PersonnelRoleBody, permissions: string[]): identity.RoleValues => ({
  name: body.name,
  description: body.description ?? '',
  active: body.active,
  permissions,
});

export async function createRole(deps: AppDeps, caller: PartnerAuth, catalog: PermissionCatalog, body: PersonnelRoleBody) {
  const permissions = checkedKeys(catalog, caller, body.permissions);
  if (await repo.roleNameTaken(deps.db, caller.partnerId, body.name)) throw nameTaken();
  const id = await deps.db
    .transaction((tx) => identity.insertRole(tx, caller.partnerId, roleValues(body, permissions)))
    .catch(rethrowNameTaken);
  return getRole(deps, id);
}

/** A change of keys or of `active` counts from its staff's next request (the session lookup reads the role). */
export async function updateRole(deps: AppDeps, caller: PartnerAuth, catalog: PermissionCatalog, id: string, body: PersonnelRoleBody) {
  const permissions = checkedKeys(catalog, caller, body.permissions);
  if (await repo.roleNameTaken(deps.db, caller.partnerId, body.name, id)) throw nameTaken();
  await deps.db
    .transaction(async (tx) => {
      if (!(await repo.lockRole(tx, caller.partnerId, id))) throw new AppError('not_found');
      await identity.updateRole(tx, id, roleValues(body, permissions));
    })
    .catch(rethrowNameTaken);
  return getRole(deps, id);
}

/** A role some staff member holds stays (422): its staff would lose every permission at once. */
export async function deleteRole(deps: AppDeps, caller: PartnerAuth, id: string): Promise<void> {
  await deps.db
    .transaction(async (tx) => {
      if (!(await repo.lockRole(tx, caller.partnerId, id))) throw new AppError('not_found');
      if ((await repo.countRoleStaff(tx, id)) > 0) throw new AppError('business_rule', PERSONNEL_MSG.roleInUse);
      await identity.deleteRole(tx, id);
    })
    .catch((err: unknown) => {
      // A staff member given the role meanwhile: the foreign key refuses the delete.
      if (isForeignKeyViolation(err)) throw new AppError('business_rule', PERSONNEL_MSG.roleInUse);
      throw err;
    });
}

export const roleOwner = (deps: AppDeps, id: string) => repo.roleOwner(deps.db, id);

// Staff -----------------------------------------------------------------------------------------

/** Staff accounts are `pending` until the first password, then `active`, or `locked` by their owner. */
const staffStatus = (status: repo.StaffRow['status']): PersonnelStatus =>
  status === 'pending' || status === 'locked' ? status : status === 'active' ? 'active' : 'locked';

function toPersonnel(row: repo.StaffRow): Personnel {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName ?? '',
    email: row.email,
    phone: row.phone,
    status: staffStatus(row.status),
    role: row.roleId ? { id: row.roleId, name: row.roleName ?? '', active: row.roleActive ?? false } : null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listStaff(deps: AppDeps, caller: PartnerAuth, query: PersonnelListQuery): Promise<PersonnelList> {
  const limit = query.limit;
  const { items, total } = await repo.listStaff(
    deps.db,
    { partnerId: caller.partnerId, search: query.search, status: query.status, roleId: query.roleId },
    query.page,
    limit,
  );
  return { items: items.map(toPersonnel), pagination: pagination(query.page, limit, total) };
}

export async function getStaff(deps: AppDeps, id: string): Promise<Personnel> {
  const row = await repo.findStaff(deps.db, id);
  if (!row) throw new AppError('not_found');
  return toPersonnel(row);
}

/** The role a staff member is given: the caller's partner's, and active unless it is the one the member already holds. */
async function assignableRole(tx: Executor, caller: PartnerAuth, roleId: string, current?: string | null) {
  const role = await repo.lockRole(tx, caller.partnerId, roleId);
  if (!role) throw AppError.field('roleId', PERSONNEL_MSG.roleNotFound);
  if (!role.active && role.id !== current) throw AppError.field('roleId', PERSONNEL_MSG.roleInactive);
  return role;
}

const usernameTaken = () => AppError.field('username', MSG.usernameTaken, 'conflict');

/** The e-mail with the set-password link, queued in the caller's transaction. */
async function sendInvite(
  deps: AppDeps,
  tx: Executor,
  caller: PartnerAuth,
  staff: { id: string; username: string; fullName: string; email: string },
) {
  const token = await auth.issueInviteLink(tx, staff.id);
  const routeKey = PARTNER_ROUTE_KEYS[caller.type];
  const url = `${deps.env.publicUrl}/dat-mat-khau/${routeKey}?token=${token}`;
  await deps.mailer.send(tx, {
    channel: 'email',
    to: staff.email,
    ...OUTGOING.personnelInvite(
      staff.fullName,
      await repo.partnerName(tx, caller.partnerId),
      staff.username,
      url,
      LIMITS.inviteLinkTtlHours,
      `${deps.env.publicUrl}/dang-nhap/${routeKey}`,
    ),
    secrets: [token],
  });
}

/**
 * A new staff member of the caller's partner and type, waiting for its first password: the link
 * to set it goes out by e-mail in the same transaction (the owner never types a staff password).
 */
export async function createStaff(deps: AppDeps, caller: PartnerAuth, body: PersonnelCreateBody): Promise<Personnel> {
  if (await repo.usernameTaken(deps.db, body.username)) throw usernameTaken();
  // Nobody knows this password: the account opens only through the link.
  const passwordHash = await auth.hashPassword(randomBytes(32).toString('base64url'));
  const id = await deps.db
    .transaction(async (tx) => {
      await assignableRole(tx, caller, body.roleId);
      const staffId = await identity.insertStaff(tx, {
        type: caller.type,
        partnerId: caller.partnerId,
        username: body.username,
        passwordHash,
        fullName: body.fullName,
        email: body.email,
        phone: body.phone,
        roleId: body.roleId,
      });
      await sendInvite(deps, tx, caller, { id: staffId, username: body.username, fullName: body.fullName, email: body.email });
      return staffId;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw usernameTaken();
      throw err;
    });
  return getStaff(deps, id);
}

export async function updateStaff(deps: AppDeps, caller: PartnerAuth, id: string, body: PersonnelUpdateBody): Promise<Personnel> {
  await deps.db.transaction(async (tx) => {
    const staff = await repo.lockStaff(tx, caller.partnerId, id);
    if (!staff) throw new AppError('not_found');
    await assignableRole(tx, caller, body.roleId, staff.personnelRoleId);
    await identity.updateStaff(tx, id, body);
  });
  return getStaff(deps, id);
}

/** Its sessions end with it. One who has acted (a submission, a request) stays: lock it instead (422). */
export async function deleteStaff(deps: AppDeps, caller: PartnerAuth, id: string): Promise<void> {
  await deps.db
    .transaction(async (tx) => {
      if (!(await repo.lockStaff(tx, caller.partnerId, id))) throw new AppError('not_found');
      await identity.deleteStaff(tx, id);
    })
    .catch((err: unknown) => {
      if (isForeignKeyViolation(err)) throw new AppError('business_rule', PERSONNEL_MSG.staffHasActivity);
      throw err;
    });
}

/** Locked, it cannot sign in and its open sessions end at once; unlocked, it is back to where it was. */
export async function setStaffLocked(deps: AppDeps, caller: PartnerAuth, id: string, locked: boolean): Promise<Personnel> {
  await deps.db.transaction(async (tx) => {
    const staff = await repo.lockStaff(tx, caller.partnerId, id);
    if (!staff) throw new AppError('not_found');
    if (locked) {
      if (staff.status === 'locked') throw new AppError('business_rule', PERSONNEL_MSG.alreadyLocked);
      await identity.setStaffStatus(tx, id, 'locked');
      await auth.revokeSessionsOf(tx, id);
    } else {
      if (staff.status !== 'locked') throw new AppError('business_rule', PERSONNEL_MSG.notLocked);
      // One who never set a password waits for it again (its link still works while valid).
      await identity.setStaffStatus(tx, id, staff.passwordChangedAt ? 'active' : 'pending');
    }
  });
  return getStaff(deps, id);
}

/** A new set-password link (the earlier ones stop working), for a member still waiting for its first password. */
export async function sendPasswordLink(deps: AppDeps, caller: PartnerAuth, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const staff = await repo.lockStaff(tx, caller.partnerId, id);
    if (!staff) throw new AppError('not_found');
    if (staff.status !== 'pending') throw new AppError('business_rule', PERSONNEL_MSG.notPending);
    await sendInvite(deps, tx, caller, { id, username: staff.username, fullName: staff.fullName ?? '', email: staff.email });
  });
}

export const staffOwner = (deps: AppDeps, id: string) => repo.staffOwner(deps.db, id);

// The caller's own person -------------------------------------------------------------------------

const areaNames: Readonly<Record<string, string>> = PERMISSION_AREAS;

/**
 * The caller as a person: its name and contact, and for a sub-user its role with the permissions it
 * gives now (none while the role is inactive). A main account has no role (it holds every permission).
 */
export async function getPersonnelProfile(deps: AppDeps, caller: AuthContext): Promise<PersonnelProfile> {
  const row = await repo.findPerson(deps.db, caller.userId);
  if (!row) throw new AppError('unauthorized');
  const { user, role, ownerName } = row;
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName ?? (user.isSubUser ? '' : (ownerName ?? '')),
    email: user.email,
    phone: user.phone,
    isSubUser: user.isSubUser,
    personnelRole:
      user.isSubUser && role
        ? {
            id: role.id,
            name: role.name,
            description: role.description,
            active: role.active,
            personnelPermissions: (role.active ? role.permissions : [])
              .filter((key): key is PartnerPermission => Object.hasOwn(PARTNER_PERMISSIONS, key))
              .map((key) => {
                const info = PARTNER_PERMISSIONS[key];
                return { key, name: info.name, area: info.area, areaName: areaNames[info.area] ?? info.area };
              }),
          }
        : null,
  };
}

export async function updatePersonnelProfile(deps: AppDeps, caller: AuthContext, body: PersonnelProfileBody): Promise<PersonnelProfile> {
  await deps.db.transaction((tx) => identity.updatePerson(tx, caller.userId, body));
  return getPersonnelProfile(deps, caller);
}

/** Spec 2 §7 "PUT profile/change-password": the shared rules and messages of spec 1 §5. */
export const changeOwnPassword = (deps: AppDeps, caller: AuthContext, body: ChangePasswordBody) => auth.changePassword(deps, caller, body);
