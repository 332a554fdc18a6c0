import {
  bankName,
  EMPTY_ORGANIZATION,
  type Organization,
  ORGANIZATION_LIMITS,
  ORGANIZATION_LOGO_FIELD,
  ORGANIZATION_MSG,
  type OrganizationWrite,
  organizationEndpoints,
  pathOf,
  type VietnamBankBin,
} from '@portal/contract';
import { deleteFileRows, insertFileRows } from '../../db/files-repository.ts';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import * as audit from '../audit/audit-service.ts';
import * as repo from './organization-repository.ts';

/*
 * 'Thông tin đơn vị' (contract: schemas/organization.ts): who the portal owner is. Every area that
 * names the owner (debt letters, monthly reports' VietQR, mails, footer, page titles) reads
 * `readOrganization`; the administrator writes it on the console desk.
 */

export const ORGANIZATION_LOGO_PURPOSE = 'organization_logo';

function toOrganization(row: repo.OrganizationRecord | undefined): Organization {
  if (!row) return EMPTY_ORGANIZATION;
  return {
    legalName: row.legalName,
    shortName: row.shortName,
    taxCode: row.taxCode,
    address: row.address,
    representative: row.representative,
    representativeTitle: row.representativeTitle,
    hotline: row.hotline,
    supportEmail: row.supportEmail,
    bankBin: (row.bankBin as VietnamBankBin | null) ?? null,
    bankName: bankName(row.bankBin),
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    logoUrl: row.logoFileId ? pathOf(organizationEndpoints.logo, { id: row.logoFileId }) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner as every page, letter and mail names it (empty fields until the administrator fills them). */
export async function readOrganization(db: Executor): Promise<Organization> {
  return toOrganization(await repo.readOrganization(db));
}

export const getOrganization = (deps: AppDeps) => readOrganization(deps.db);

/** What the audit shows of the setting (the logo by its address). */
const audited = ({ updatedAt: _at, bankName: _bank, ...rest }: Organization) => rest;

/** Saves the setting (checked by the contract: the account holder is the legal name without marks), audited. */
export async function saveOrganization(deps: AppDeps, actor: Actor, body: OrganizationWrite): Promise<Organization> {
  return deps.db.transaction(async (tx) => {
    const before = toOrganization(await repo.lockOrganization(tx));
    await repo.updateOrganization(tx, body);
    const after = await readOrganization(tx);
    await audit.record(tx, actor, {
      objectType: 'organization',
      objectId: 'organization',
      action: 'update',
      summary: `Cập nhật thông tin đơn vị: ${after.legalName}`,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/** Replaces the logo with one checked image (at most 1 MB); the old one's file row goes, its bytes with the sweep. */
export async function uploadLogo(deps: AppDeps, actor: Actor, uploads: AcceptedUpload[]): Promise<Organization> {
  const [image] = uploads;
  if (!image) throw AppError.field(ORGANIZATION_LOGO_FIELD, ORGANIZATION_MSG.logoMissing);
  if (image.size > ORGANIZATION_LIMITS.logoBytesMax) throw AppError.field(ORGANIZATION_LOGO_FIELD, ORGANIZATION_MSG.logoTooLarge);
  const result = await deps.db.transaction(async (tx) => {
    const before = await repo.lockOrganization(tx);
    await insertFileRows(tx, { purpose: ORGANIZATION_LOGO_PURPOSE, partnerId: null }, [image]);
    await repo.updateOrganization(tx, { logoFileId: image.id });
    if (before.logoFileId) await deleteFileRows(tx, [before.logoFileId]);
    await audit.record(tx, actor, {
      objectType: 'organization',
      objectId: 'organization',
      action: 'upload',
      summary: `Cập nhật logo đơn vị: "${image.name}"`,
      before: { logoFileId: before.logoFileId },
      after: { logoFileId: image.id, name: image.name, size: image.size, type: image.mime },
    });
    return readOrganization(tx);
  });
  await deps.storage.promote(image.id);
  return result;
}

/** Removes the logo (the pages and mails show the portal's mark instead). */
export async function removeLogo(deps: AppDeps, actor: Actor): Promise<Organization> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.lockOrganization(tx);
    if (!before.logoFileId) return toOrganization(before);
    await repo.updateOrganization(tx, { logoFileId: null });
    await deleteFileRows(tx, [before.logoFileId]);
    await audit.record(tx, actor, {
      objectType: 'organization',
      objectId: 'organization',
      action: 'delete',
      summary: 'Xóa logo đơn vị',
      before: { logoFileId: before.logoFileId },
      after: { logoFileId: null },
    });
    return readOrganization(tx);
  });
}

/** The current logo's file (404 for any other id: an old logo's address). */
export async function logoFile(deps: AppDeps, fileId: string) {
  const file = await repo.findLogo(deps.db, fileId, ORGANIZATION_LOGO_PURPOSE);
  if (!file) throw new AppError('not_found');
  return { ...file, size: Number(file.size) };
}

/** The operators' mailbox: the support address the owner publishes (null before it is set: the outbox keeps what was for it). */
export async function supportMailbox(deps: AppDeps): Promise<string | null> {
  const { supportEmail } = await getOrganization(deps);
  return supportEmail || null;
}
