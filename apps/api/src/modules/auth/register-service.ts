import type { PartnerType, RegisterFields } from '@portal/contract';
import { MSG } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { files, partners, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AcceptedUpload } from '../../lib/multipart.ts';
import { isUniqueViolation, pgError } from '../../lib/pg-error.ts';
import type { Storage } from '../../lib/storage.ts';
import * as repo from './auth-repository.ts';
import { hashPassword } from './auth-service.ts';

/**
 * Creates the partner, its main account (both waiting for approval) and the licence files in
 * one transaction; the files are promoted into storage only once the rows are committed.
 */
export async function register(deps: { db: Db; storage: Storage }, type: PartnerType, fields: RegisterFields, uploads: AcceptedUpload[]) {
  if (uploads.length === 0) throw AppError.field('BusinessLicenseFile', MSG.businessLicense);
  if (await repo.usernameExists(deps.db, fields.username)) throw AppError.field('username', MSG.usernameTaken, 'conflict');
  if (await repo.taxCodeExists(deps.db, type, fields.taxCode)) throw AppError.field('taxCode', MSG.taxCodeTaken, 'conflict');
  const passwordHash = await hashPassword(fields.password);
  let created: { id: string; username: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const code = await repo.nextPartnerCode(tx, type);
      const [partner] = await tx
        .insert(partners)
        .values({
          type,
          code,
          name: fields.supplierName,
          ownerName: fields.ownerName,
          taxCode: fields.taxCode,
          phone: fields.phone,
          email: fields.email,
          introducerName: fields.introducerName,
          representative: fields.ownerName,
          status: 'pending',
        })
        .returning({ id: partners.id });
      if (!partner) throw new Error('partner insert returned nothing');
      const [user] = await tx
        .insert(users)
        .values({
          type,
          partnerId: partner.id,
          username: fields.username,
          passwordHash,
          email: fields.email,
          phone: fields.phone,
          status: 'pending',
        })
        .returning({ id: users.id, username: users.username });
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(files).values(
        uploads.map((u) => ({
          id: u.id,
          partnerId: partner.id,
          purpose: 'business_license',
          originalName: u.name,
          mime: u.mime,
          size: u.size,
          sha256: u.sha256,
        })),
      );
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const detail = pgError(err)?.constraint ?? '';
      throw detail.includes('tax')
        ? AppError.field('taxCode', MSG.taxCodeTaken, 'conflict')
        : AppError.field('username', MSG.usernameTaken, 'conflict');
    }
    throw err;
  }
  for (const u of uploads) await deps.storage.promote(u.id);
  return { id: created.id, username: created.username, status: 'pending' as const };
}
