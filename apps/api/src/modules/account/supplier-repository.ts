import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { repurposeFileRows } from '../../db/files-repository.ts';
import { files, partners, users } from '../../db/schema.ts';

/** The purpose of a partner's licence files, and of those a later edit replaced (kept for the desk's history). */
export const LICENCE_PURPOSE = 'business_license';
export const REPLACED_LICENCE_PURPOSE = 'business_license_replaced';

/** A partner's row and its main account's last sign-in (sub-users' sign-ins are theirs, not the supplier's). */
export async function findSupplier(db: Executor, partnerId: string) {
  const [row] = await db
    .select({ partner: partners, lastLoginAt: users.lastLoginAt })
    .from(partners)
    .leftJoin(users, and(eq(users.partnerId, partners.id), eq(users.isSubUser, false)))
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row;
}

export function licenceFiles(db: Executor, partnerId: string) {
  return db
    .select({ id: files.id, name: files.originalName, mime: files.mime })
    .from(files)
    .where(and(eq(files.partnerId, partnerId), eq(files.purpose, LICENCE_PURPOSE)))
    .orderBy(asc(files.createdAt), asc(files.id));
}

/** The partner's row, locked for the edit. */
export async function lockSupplier(db: Executor, partnerId: string) {
  const [row] = await db.select().from(partners).where(eq(partners.id, partnerId)).for('update');
  return row;
}

/** Licence files the edit no longer keeps: out of the profile (and the desk's licence list), their rows and bytes kept. */
export async function retireLicences(db: Executor, partnerId: string, ids: readonly string[]) {
  await repurposeFileRows(db, { partnerId, from: LICENCE_PURPOSE, to: REPLACED_LICENCE_PURPOSE }, ids);
}
