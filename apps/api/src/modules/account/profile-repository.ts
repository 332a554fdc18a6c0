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

export function findLatestRename(db: Executor, partnerId: string): Promise<typeof renameRequests.$inferSelect | undefined> {
  return db.query.renameRequests.findFirst({
    where: eq(renameRequests.partnerId, partnerId),
    orderBy: desc(renameRequests.createdAt),
  });
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
