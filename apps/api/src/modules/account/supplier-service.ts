import {
  COMPANY_SIZES,
  type CompanySizeList,
  companySizeKeyOf,
  isSupplierType,
  PARTNER_CATEGORY_TYPES,
  PARTNER_LABELS,
  PARTNER_TYPES,
  type PartnerCategoryList,
  SUPPLIER_CATEGORIES,
  SUPPLIER_LICENCE,
  SUPPLIER_MSG,
  type SupplierProfile,
  type SupplierProfileFields,
  supplierCategoryName,
  pathOf,
  profileEndpoints,
} from '@portal/contract';
import { insertFileRows } from '../../db/files-repository.ts';
import type { AppDeps } from '../../deps.ts';
import type { PartnerAuth } from '../../lib/access.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import * as contracts from '../contracts/contracts-service.ts';
import * as submissions from '../tendering/submission-service.ts';
import * as repo from './supplier-repository.ts';
import * as identity from '../auth/identity-service.ts';

/*
 * The supplier profile 'Hồ sơ nhà cung cấp' of collaborators and providers (spec 3 §2–§8;
 * docs/decisions/account.md "Supplier profile"). A company's /ho-so stays the contact form of profile-service.
 */

// ——— reference lists (public: the same lists a registration form could use) ———

export const providerTypes = () => PARTNER_TYPES.map((key) => ({ key, name: PARTNER_LABELS[key] }));

/** Only type 2 (suppliers) has categories; the other types of SPEC-NOTES 10 have none yet. */
export const partnerCategories = (type: number): PartnerCategoryList => ({
  items: type === PARTNER_CATEGORY_TYPES.supplier ? SUPPLIER_CATEGORIES.map((c) => ({ id: c.id, name: c.name })) : [],
});

export const companySizes = (): CompanySizeList => ({ ...COMPANY_SIZES });

// ——— the profile ———

/** What the screen shows; statistics of tenders and contracts only for a provider (a collaborator has neither). */
export async function getSupplierProfile(deps: AppDeps, partnerId: string): Promise<SupplierProfile> {
  const row = await repo.findSupplier(deps.db, partnerId);
  if (!row) throw new AppError('not_found');
  const { partner } = row;
  const isProvider = partner.type === 'provider';
  const [licences, applyTotal, signedTotal] = await Promise.all([
    repo.licenceFiles(deps.db, partnerId),
    isProvider ? submissions.countSubmissions(deps, partnerId) : null,
    isProvider ? contracts.countSignedContracts(deps, partnerId) : null,
  ]);
  const sizeKey = companySizeKeyOf(partner.companySize);
  const categoryName = supplierCategoryName(partner.categoryId);
  const type = partner.type === 'operator' ? 'provider' : partner.type;
  return {
    name: partner.name,
    ownerName: partner.ownerName,
    taxCode: partner.taxCode,
    phoneNumber: partner.phone,
    email: partner.email,
    representative: partner.representative,
    address: partner.address,
    province: partner.province,
    category: partner.categoryId !== null && categoryName ? { id: partner.categoryId, name: categoryName } : null,
    categoryId: partner.categoryId,
    size: COMPANY_SIZES[sizeKey].id,
    sizeKey,
    charterCapital: partner.charterCapital,
    isCooperated: partner.isCooperated,
    status: partner.status === 'active' ? 1 : 0,
    lastLoginTime: row.lastLoginAt?.toISOString() ?? null,
    applyTotal,
    signedTotal,
    businessLicenseFile: licences.map((f) => ({
      id: f.id,
      name: f.name,
      fullPath: pathOf(profileEndpoints.licenseFile, { type, id: f.id }),
      contentType: f.mime,
    })),
  };
}

/** The caller's own supplier profile (collaborators and providers; the route's access names the types). */
export const getOwnSupplierProfile = (deps: AppDeps, auth: PartnerAuth) => getSupplierProfile(deps, auth.partnerId);

/**
 * The multipart edit (`isProfile=true`): the organisation's fields, and its licence — exactly one
 * PDF, either one of the files it has (`kept`) or one new upload. Files it no longer keeps leave
 * the profile and stay on record. The main account's change (a sub-user edits only its contact).
 */
export async function updateSupplierProfile(
  deps: AppDeps,
  auth: PartnerAuth,
  body: SupplierProfileFields,
  kept: readonly string[],
  uploads: readonly AcceptedUpload[],
): Promise<SupplierProfile> {
  if (!isSupplierType(auth.type)) throw new AppError('forbidden', SUPPLIER_MSG.notSupplier);
  if (auth.isSubUser) throw new AppError('forbidden');
  const upload = uploads[0];
  if (upload && upload.mime !== SUPPLIER_LICENCE.mime)
    throw AppError.field('businessLicenseFile', SUPPLIER_MSG.licencePdfOnly, 'unsupported_media');
  await deps.db.transaction(async (tx) => {
    const partner = await repo.lockSupplier(tx, auth.partnerId);
    if (!partner) throw new AppError('not_found');
    const locked: FieldErrors = {};
    if (body.taxCode && body.taxCode !== partner.taxCode) locked.taxCode = [SUPPLIER_MSG.taxCodeLocked];
    if (body.name && body.name.normalize('NFC') !== partner.name.normalize('NFC')) locked.name = [SUPPLIER_MSG.nameLocked];
    if (Object.keys(locked).length) throw new AppError('business_rule', undefined, locked);

    const current = await repo.licenceFiles(tx, auth.partnerId);
    const keptFiles = kept.map((id) => current.find((f) => f.id === id));
    if (keptFiles.some((f) => f === undefined)) throw AppError.field('businessLicenseFields', SUPPLIER_MSG.licenceUnknown);
    const total = keptFiles.length + uploads.length;
    if (total === 0) throw AppError.field('businessLicenseFile', SUPPLIER_MSG.licenceRequired);
    if (total > SUPPLIER_LICENCE.maxFiles) throw AppError.field('businessLicenseFile', SUPPLIER_MSG.licenceSingle);
    if (keptFiles.some((f) => f?.mime !== SUPPLIER_LICENCE.mime)) {
      throw AppError.field('businessLicenseFields', SUPPLIER_MSG.licencePdfOnly, 'unsupported_media');
    }

    await identity.updateSupplier(
      tx,
      { partnerId: auth.partnerId, userId: auth.userId },
      {
        ownerName: body.ownerName,
        phone: body.phoneNumber,
        email: body.email,
        representative: body.representative === undefined ? partner.representative : body.representative || null,
        address: body.address === undefined ? partner.address : body.address || null,
        province: body.province === undefined ? partner.province : body.province || null,
        categoryId: body.categoryId,
        companySize: body.size,
        charterCapital: body.charterCapital === undefined ? partner.charterCapital : body.charterCapital,
        isCooperated: body.isCooperated === undefined ? partner.isCooperated : body.isCooperated === 'true',
      },
    );
    await repo.retireLicences(
      tx,
      auth.partnerId,
      current.filter((f) => !kept.includes(f.id)).map((f) => f.id),
    );
    await insertFileRows(tx, { purpose: repo.LICENCE_PURPOSE, partnerId: auth.partnerId }, uploads);
  });
  for (const u of uploads) await deps.storage.promote(u.id);
  return getSupplierProfile(deps, auth.partnerId);
}
