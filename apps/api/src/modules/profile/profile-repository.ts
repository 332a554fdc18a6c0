import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { files, partners, renameRequests, users } from '../../db/schema.ts';

const parent = alias(partners, 'parent');

export async function findProfileRow(db: Executor, userId: string) {
  const [row] = await db
    .select({ user: users, partner: partners, parentName: parent.name })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .leftJoin(parent, eq(parent.id, partners.parentId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

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
  await db.transaction(async (tx) => {
    await tx.update(users).set({ email: values.email, phone: values.phone, updatedAt: new Date() }).where(eq(users.id, ids.userId));
    await tx
      .update(partners)
      .set({
        ...(values.representative !== undefined ? { representative: values.representative || null } : {}),
        ...(values.address !== undefined ? { address: values.address || null } : {}),
        ...(values.province !== undefined ? { province: values.province || null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(partners.id, ids.partnerId));
  });
}

export function findPendingRename(db: Executor, partnerId: string) {
  return db.query.renameRequests.findFirst({
    where: and(eq(renameRequests.partnerId, partnerId), eq(renameRequests.status, 'pending')),
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

/** The file when it belongs to this partner; undefined for another partner's (answered as 404). */
export async function findPartnerFile(db: Executor, partnerId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.partnerId, partnerId)))
    .limit(1);
  return row;
}
