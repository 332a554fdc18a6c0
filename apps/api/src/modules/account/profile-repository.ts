import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { oncePerDb } from '../../db/prepared.ts';
import { files, partners, personnelRoles, renameRequests, users } from '../../db/schema.ts';

const parent = alias(partners, 'parent');

/**
 * What the profile shows of an account, its partner, the parent company's name and a sub-user's
 * role: the columns it reads only, prepared once per database (the shell reads it on every start).
 */
const profileRow = oncePerDb((db) =>
  db
    .select({
      user: {
        id: users.id,
        username: users.username,
        isSubUser: users.isSubUser,
        email: users.email,
        phone: users.phone,
        lastLoginAt: users.lastLoginAt,
      },
      partner: {
        code: partners.code,
        name: partners.name,
        representative: partners.representative,
        taxCode: partners.taxCode,
        address: partners.address,
        province: partners.province,
        introducerName: partners.introducerName,
      },
      parentName: parent.name,
      role: { id: personnelRoles.id, name: personnelRoles.name, active: personnelRoles.active },
    })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .leftJoin(parent, eq(parent.id, partners.parentId))
    .leftJoin(personnelRoles, eq(personnelRoles.id, users.personnelRoleId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_row'),
);

export async function findProfileRow(db: Db, userId: string) {
  const [row] = await profileRow(db).execute({ userId });
  return row;
}

/** A partner account's contact, and (main accounts) its organisation's fields; the service gives the transaction. */
export async function updateContact(
  db: Executor,
  ids: { userId: string; partnerId: string },
  values: {
    email: string;
    phone: string;
    representative?: string | undefined;
    address?: string | undefined;
    province?: string | undefined;
  },
) {
  await db.update(users).set({ email: values.email, phone: values.phone, updatedAt: new Date() }).where(eq(users.id, ids.userId));
  await db
    .update(partners)
    .set({
      ...(values.representative !== undefined ? { representative: values.representative || null } : {}),
      ...(values.address !== undefined ? { address: values.address || null } : {}),
      ...(values.province !== undefined ? { province: values.province || null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(partners.id, ids.partnerId));
}

export type RenameRow = typeof renameRequests.$inferSelect;

export function findLatestRename(db: Executor, partnerId: string): Promise<RenameRow | undefined> {
  return db.query.renameRequests.findFirst({
    where: eq(renameRequests.partnerId, partnerId),
    orderBy: desc(renameRequests.createdAt),
  });
}

export async function insertRename(db: Executor, values: typeof renameRequests.$inferInsert) {
  const [row] = await db.insert(renameRequests).values(values).returning();
  return row;
}

export function listPartnerFiles(db: Executor, partnerId: string, purpose: string) {
  return db
    .select({ id: files.id, name: files.originalName, mime: files.mime, size: files.size, createdAt: files.createdAt })
    .from(files)
    .where(and(eq(files.partnerId, partnerId), eq(files.purpose, purpose)))
    .orderBy(desc(files.createdAt));
}

export async function findFile(db: Executor, fileId: string) {
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  return row;
}

/** The partner a stored file belongs to (undefined: no such file, or one of nobody's). */
export async function fileOwner(db: Executor, fileId: string): Promise<string | undefined> {
  const [row] = await db.select({ partnerId: files.partnerId }).from(files).where(eq(files.id, fileId)).limit(1);
  return row?.partnerId ?? undefined;
}

/** A company sub-unit's organisation fields (spec 3 §5: name, tax code and parent are not among them). */
export async function updateUnitFields(
  db: Executor,
  unitId: string,
  values: { representative: string | null; phone: string; email: string; address: string | null },
) {
  await db
    .update(partners)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(partners.id, unitId));
}

export async function deletePartner(db: Executor, partnerId: string) {
  await db.delete(partners).where(eq(partners.id, partnerId));
}

/** Locks a partner row (a sub-unit being changed, deleted or renamed). */
export async function lockPartner(db: Executor, partnerId: string) {
  const [row] = await db.select().from(partners).where(eq(partners.id, partnerId)).for('update');
  return row;
}
