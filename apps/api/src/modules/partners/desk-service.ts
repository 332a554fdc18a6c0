import {
  COMPANY_DESK_OUTGOING,
  COMPANY_OUTGOING,
  isSupplierType,
  type Dashboard,
  LIMITS,
  MSG,
  OUTGOING,
  PARTNER_ROUTE_KEYS,
  type PartnerDetail,
  type PartnerList,
  type PartnerListQuery,
  type PartnerType,
} from '@portal/contract';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import * as audit from '../audit/audit-service.ts';
import * as auth from '../auth/auth-service.ts';
import { toRenameRequest } from '../account/profile-service.ts';
import * as supplierProfiles from '../account/supplier-service.ts';
import { notify } from '../notifications/notifications-service.ts';
import * as repo from './desk-repository.ts';
import { pagination } from '../../lib/pagination.ts';
import * as identity from '../auth/identity-service.ts';

/** The command-line tool, as the audit trail names it. */
export const CLI_ACTOR: Actor = { userId: null, username: 'npm run admin', ip: null };

// Partners share the account_type enum with operators, but a partner row is never 'operator'.
const partnerType = (type: string) => type as PartnerType;

/** One page of partners for the operator, newest first; the limit is capped (API-CONVENTIONS). */
export async function listPartners(deps: AppDeps, query: PartnerListQuery): Promise<PartnerList> {
  const limit = query.limit;
  const { items, total } = await repo.listPartners(deps.db, query, query.page, limit);
  return {
    items: items.map(({ parentId, parentName, ...i }) => ({
      ...i,
      type: partnerType(i.type),
      createdAt: i.createdAt.toISOString(),
      parent: parentId ? { id: parentId, name: parentName ?? '' } : null,
    })),
    pagination: pagination(query.page, limit, total),
  };
}

export const dashboard = (deps: AppDeps): Promise<Dashboard> => repo.countWaiting(deps.db);

export async function getPartner(deps: AppDeps, id: string): Promise<PartnerDetail> {
  const found = await repo.findPartnerDetail(deps.db, id);
  if (!found) throw new AppError('not_found');
  const { partner, accounts } = found;
  const main = accounts.find((a) => !a.isSubUser);
  return {
    id: partner.id,
    type: partnerType(partner.type),
    code: partner.code,
    name: partner.name,
    taxCode: partner.taxCode,
    email: partner.email,
    phone: partner.phone,
    status: partner.status,
    createdAt: partner.createdAt.toISOString(),
    username: main?.username ?? null,
    parent: partner.parentId ? { id: partner.parentId, name: found.parentName ?? '' } : null,
    ownerName: partner.ownerName,
    representative: partner.representative,
    address: partner.address,
    province: partner.province,
    introducerName: partner.introducerName,
    parentName: found.parentName,
    statusReason: partner.statusReason,
    accounts: accounts.map((a) => ({
      id: a.id,
      username: a.username,
      email: a.email,
      phone: a.phone,
      isSubUser: a.isSubUser,
      status: a.status,
      lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
    })),
    subUnits: found.subUnits,
    files: found.files.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
    renameRequests: found.renames.map(toRenameRequest),
    supplier: isSupplierType(partner.type) ? await supplierProfiles.getSupplierProfile(deps, partner.id) : null,
  };
}

/** A registration document (licence file) of this partner, for the operator's viewer; any other file is 404. */
export async function getPartnerFile(deps: AppDeps, partnerId: string, fileId: string) {
  const file = await repo.findPartnerFile(deps.db, partnerId, fileId);
  if (!file) throw new AppError('not_found');
  return file;
}

const loginUrl = (deps: AppDeps, type: PartnerType) => `${deps.env.publicUrl}/dang-nhap/${PARTNER_ROUTE_KEYS[type]}`;

/**
 * Approves a registration waiting for the operator: the partner and its accounts become active,
 * and the applicant is told by e-mail; by partner id (the console) or by login name
 * (`npm run admin -- approve`). Change, message and audit entry commit together.
 */
export async function approve(deps: AppDeps, actor: Actor, by: { partnerId: string } | { username: string }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await repo.lockMainAccount(tx, by);
    if (!user?.partnerId) throw new AppError('not_found');
    const partner = await identity.lockPartner(tx, user.partnerId);
    if (!partner) throw new AppError('not_found');
    if (user.status === 'active') throw new AppError('business_rule', MSG.accountAlreadyActive);
    await identity.setPartnerStatus(tx, partner.id, 'active');
    await deps.mailer.send(tx, {
      channel: 'email',
      to: partner.email,
      ...OUTGOING.registrationApproved(partner.name, user.username, loginUrl(deps, partnerType(partner.type))),
    });
    await audit.record(tx, actor, {
      objectType: 'partner',
      objectId: partner.id,
      action: 'approve',
      summary: `${partner.code} ${partner.name}`,
      before: { status: partner.status },
      after: { status: 'active' },
    });
  });
}

/** Refuses a registration with a reason the applicant receives by e-mail; the accounts cannot sign in. */
export async function reject(deps: AppDeps, actor: Actor, partnerId: string, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const partner = await identity.lockPartner(tx, partnerId);
    if (!partner) throw new AppError('not_found');
    if (partner.status !== 'pending') throw new AppError('business_rule', MSG.registrationNotPending);
    await identity.setPartnerStatus(tx, partner.id, 'rejected', reason);
    await deps.mailer.send(tx, { channel: 'email', to: partner.email, ...OUTGOING.registrationRejected(partner.name, reason) });
    await audit.record(tx, actor, {
      objectType: 'partner',
      objectId: partner.id,
      action: 'reject',
      summary: `${partner.code} ${partner.name}`,
      before: { status: partner.status, statusReason: partner.statusReason },
      after: { status: 'rejected', statusReason: reason },
    });
  });
}

/** Locks a partner and all its accounts; their sessions end at once. Unlocking restores them. */
export async function setLocked(deps: AppDeps, actor: Actor, partnerId: string, locked: boolean): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const partner = await identity.lockPartner(tx, partnerId);
    if (!partner) throw new AppError('not_found');
    if (locked && partner.status !== 'active') throw new AppError('business_rule', MSG.partnerNotActive);
    if (!locked && partner.status !== 'locked') throw new AppError('business_rule', MSG.partnerNotLocked);
    const status = locked ? 'locked' : 'active';
    await identity.setPartnerStatus(tx, partner.id, status);
    if (locked) await identity.revokePartnerSessions(tx, partner.id);
    await audit.record(tx, actor, {
      objectType: 'partner',
      objectId: partner.id,
      action: locked ? 'lock' : 'unlock',
      summary: `${partner.code} ${partner.name}`,
      before: { status: partner.status },
      after: { status },
    });
  });
}

/** E-mails the partner's main account a link to set a new password (the token is sealed in the outbox). */
export async function sendPasswordReset(deps: AppDeps, actor: Actor, partnerId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const partner = await identity.lockPartner(tx, partnerId);
    const user = partner && (await repo.lockMainAccount(tx, { partnerId }));
    if (!partner) throw new AppError('not_found');
    if (!user) throw new AppError('business_rule', MSG.partnerNoAccount);
    const token = await auth.issueResetLink(tx, user.id);
    const url = `${deps.env.publicUrl}/quen-mat-khau/${PARTNER_ROUTE_KEYS[partnerType(partner.type)]}?token=${token}`;
    await deps.mailer.send(tx, {
      channel: 'email',
      to: user.email,
      ...OUTGOING.resetLink(user.username, url, LIMITS.resetLinkTtlHours),
      secrets: [token],
    });
    await audit.record(tx, actor, {
      objectType: 'partner',
      objectId: partner.id,
      action: 'password_reset',
      summary: `${partner.code} ${partner.name}: ${user.username} → ${user.email}`,
    });
  });
}

export async function listRenames(
  deps: AppDeps,
  query: { page: number; limit: number; status?: 'pending' | 'approved' | 'rejected' | undefined },
) {
  const limit = query.limit;
  const { items, total } = await repo.listRenames(deps.db, query.status, query.page, limit);
  return {
    items: items.map(({ request, partner, parentName, fileName }) => ({
      ...toRenameRequest(request),
      partner: { ...partner, type: partnerType(partner.type) },
      parentName,
      file: request.fileId ? { id: request.fileId, fileName: fileName ?? '' } : null,
    })),
    pagination: pagination(query.page, limit, total),
  };
}

/** A sub-unit rename's supporting PDF, for the operator's viewer; 404 when the request has none. */
export async function getRenameFile(deps: AppDeps, id: string) {
  const file = await repo.findRenameFile(deps.db, id);
  if (!file) throw new AppError('not_found');
  return file;
}

/**
 * Decides a rename request: approved, the partner takes the new name (the request keeps the old
 * one, so the partner's requests are its name history); refused, the reason goes back to the
 * partner through `check-request`.
 */
export async function decideRename(
  deps: AppDeps,
  actor: Actor,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
) {
  await deps.db.transaction(async (tx) => {
    const request = await repo.lockRename(tx, id);
    if (!request) throw new AppError('not_found');
    if (request.status !== 'pending') throw new AppError('business_rule', MSG.requestAlreadyDecided);
    const status = decision.approve ? 'approved' : 'rejected';
    const reason = decision.approve ? null : decision.reason;
    await identity.decideRename(tx, id, { status, decidedBy: actor.userId, decisionReason: reason });
    if (decision.approve) await identity.renamePartner(tx, request.partnerId, request.newName);
    await audit.record(tx, actor, {
      objectType: 'rename_request',
      objectId: request.id,
      action: decision.approve ? 'approve' : 'reject',
      summary: `${request.oldName} → ${request.newName}`,
      before: { status: request.status, decisionReason: null },
      after: { status, decisionReason: reason },
    });
    // A sub-unit's rename was asked by its parent company: the parent hears the decision.
    // The partner itself hears it in its inbox (its profile shows the decision).
    const parent = await repo.parentOf(tx, request.partnerId);
    const summary = `${request.oldName} → ${request.newName}: ${decision.approve ? 'đã duyệt' : `từ chối (${decision.reason})`}`;
    if (parent)
      await notify(deps, tx, {
        partnerId: parent.id,
        area: 'companies',
        kind: 'rename.decided',
        title: COMPANY_OUTGOING.renameDecidedSubject,
        body: summary,
        link: `/don-vi/${request.partnerId}`,
        permission: 'unit.view',
        email: {
          to: parent.email,
          subject: COMPANY_OUTGOING.renameDecidedSubject,
          text: decision.approve
            ? COMPANY_DESK_OUTGOING.renameApprovedText(parent.name, request.oldName, request.newName)
            : COMPANY_DESK_OUTGOING.renameRejectedText(parent.name, request.oldName, request.newName, decision.reason),
        },
      });
    else
      await notify(deps, tx, {
        partnerId: request.partnerId,
        area: 'account',
        kind: 'rename.decided',
        title: COMPANY_OUTGOING.renameDecidedSubject,
        body: summary,
        link: '/ho-so',
        permission: 'profile.view',
        email: false,
      });
  });
}
