import {
  type CheckRequest,
  MSG,
  PARTNER_LABELS,
  PARTNER_PERMISSIONS,
  PARTNER_TYPES,
  type Profile,
  type ProfileOptions,
  type ProfileUpdateBody,
  PROVINCES,
  type RenameBody,
  type RenameRequest,
  SELF_PERMISSION,
  type StoredFile,
} from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-error.ts';
import * as repo from './profile-repository.ts';
import * as identity from '../auth/identity-service.ts';

const LICENSE = 'business_license';

export async function getProfile(deps: AppDeps, auth: PartnerAuth): Promise<Profile> {
  const row = await repo.findProfileRow(deps.db, auth.userId);
  if (!row?.partner) throw new AppError('not_found');
  const { user, partner, parentName, role } = row;
  return {
    id: user.id,
    type: auth.type,
    username: user.username,
    isSubUser: user.isSubUser,
    code: partner.code,
    email: user.email,
    phone: user.phone,
    name: partner.name,
    parentName: parentName ?? null,
    representative: partner.representative,
    taxCode: partner.taxCode,
    address: partner.address,
    province: partner.province,
    introducerName: partner.introducerName,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    personnelRole: user.isSubUser && role?.id ? { id: role.id, name: role.name, active: role.active } : null,
    permissions: heldPermissions(auth),
  };
}

/** The keys the caller holds on this request (the same set the access check used). */
function heldPermissions(auth: PartnerAuth): string[] {
  if (auth.permissions === null) return Object.keys(PARTNER_PERMISSIONS);
  return [SELF_PERMISSION, ...[...auth.permissions].filter((key) => key !== SELF_PERMISSION)];
}

export async function updateProfile(deps: AppDeps, auth: PartnerAuth, body: ProfileUpdateBody): Promise<Profile> {
  // Organisation fields are the main account's to change; a sub-user edits only its own contact.
  const partnerFields = auth.isSubUser ? {} : { representative: body.representative, address: body.address, province: body.province };
  await deps.db.transaction((tx) =>
    identity.updateContact(
      tx,
      { userId: auth.userId, partnerId: auth.partnerId },
      { email: body.email, phone: body.phone, ...partnerFields },
    ),
  );
  return getProfile(deps, auth);
}

export function toRenameRequest(row: identity.RenameRow): RenameRequest {
  return {
    id: row.id,
    oldName: row.oldName,
    newName: row.newName,
    reason: row.reason,
    status: row.status,
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A new name needs the operator's approval: it becomes a pending request. */
export async function requestRename(deps: AppDeps, auth: PartnerAuth, body: RenameBody): Promise<RenameRequest> {
  const current = await repo.findProfileRow(deps.db, auth.userId);
  const oldName = current?.partner?.name ?? '';
  if (oldName === body.name) throw AppError.field('name', MSG.renameSameName);
  try {
    const row = await identity.insertRename(deps.db, {
      partnerId: auth.partnerId,
      oldName,
      newName: body.name,
      reason: body.reason ?? null,
    });
    if (!row) throw new Error('insert failed');
    return toRenameRequest(row);
  } catch (err) {
    // One pending request per partner: the partial unique index decides, races included.
    if (isUniqueViolation(err)) throw new AppError('business_rule', MSG.renamePending);
    throw err;
  }
}

/** Whether a rename waits; the latest request, so the partner also sees a decision and its reason. */
export async function checkRequest(deps: AppDeps, auth: PartnerAuth): Promise<CheckRequest> {
  const row = await repo.findLatestRename(deps.db, auth.partnerId);
  return { hasPendingRequest: row?.status === 'pending', request: row ? toRenameRequest(row) : null };
}

export function optionFields(): ProfileOptions {
  return {
    provinces: PROVINCES.map((name) => ({ key: name, name })),
    partnerTypes: PARTNER_TYPES.map((key) => ({ key, name: PARTNER_LABELS[key] })),
  };
}

export async function listLicenseFiles(deps: AppDeps, auth: PartnerAuth): Promise<StoredFile[]> {
  const rows = await repo.listPartnerFiles(deps.db, auth.partnerId, LICENSE);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** A licence file of the caller's partner (the route's access has checked whose it is). */
export async function getLicenseFile(deps: AppDeps, fileId: string) {
  const file = await repo.findFile(deps.db, fileId);
  if (file?.purpose !== LICENSE) throw new AppError('not_found');
  return file;
}

/** Who owns a stored file: the access check of routes whose `:id` is a partner's file. */
export const fileOwner = (deps: AppDeps, fileId: string) => repo.fileOwner(deps.db, fileId);
