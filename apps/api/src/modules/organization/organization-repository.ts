import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files, organization } from '../../db/schema.ts';

export type OrganizationRecord = typeof organization.$inferSelect;
export type OrganizationValues = Omit<typeof organization.$inferInsert, 'id' | 'updatedAt'>;

/** The row, or undefined before anyone filled it. */
export async function readOrganization(db: Executor): Promise<OrganizationRecord | undefined> {
  const [row] = await db.select().from(organization).where(eq(organization.id, 1));
  return row;
}

/** The row, locked for the caller's transaction (created empty first when missing). */
export async function lockOrganization(db: Executor): Promise<OrganizationRecord> {
  await db.insert(organization).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(organization).where(eq(organization.id, 1)).for('update');
  if (!row) throw new Error('organization row missing after insert');
  return row;
}

export async function updateOrganization(db: Executor, values: Partial<OrganizationValues>): Promise<void> {
  await db
    .update(organization)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organization.id, 1));
}

/** The logo's stored file, when `fileId` is the current logo (an old logo's address answers 404). */
export async function findLogo(db: Executor, fileId: string, purpose: string) {
  const [row] = await db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(organization)
    .innerJoin(files, eq(files.id, organization.logoFileId))
    .where(and(eq(organization.logoFileId, fileId), eq(files.purpose, purpose)));
  return row;
}
