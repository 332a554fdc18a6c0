import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partners, users } from '../../db/schema.ts';

/** Approves a registration waiting for the operator: the account and its partner become active. */
export async function approveAccount(db: Db, username: string): Promise<'approved' | 'already-active' | 'not-found'> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1).for('update');
    if (!user) return 'not-found';
    if (user.status === 'active') return 'already-active';
    await tx.update(users).set({ status: 'active', updatedAt: new Date() }).where(eq(users.id, user.id));
    if (user.partnerId) {
      await tx.update(partners).set({ status: 'active', updatedAt: new Date() }).where(eq(partners.id, user.partnerId));
    }
    return 'approved';
  });
}
