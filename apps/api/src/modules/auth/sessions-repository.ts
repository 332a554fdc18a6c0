import { and, desc, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

/** A session that still lets its token in: not revoked, not expired (the same test as `findSession`). */
const active = (userId: string): SQL =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)) as SQL;

/** A page of an account's live sessions, the most recently used first, and how many there are. */
export async function listActiveSessions(db: Executor, userId: string, page: { limit: number; offset: number }) {
  const [items, total] = await Promise.all([
    db
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(active(userId))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt), desc(sessions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(sessions, active(userId)),
  ]);
  return { items, total };
}

/** Ends one live session of this account; false when the account has no such live session. */
export async function revokeOwnSession(db: Executor, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), active(userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every live session of this account but one, in one statement; how many ended. */
export async function revokeOtherSessions(db: Executor, userId: string, keepSessionId: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(active(userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}
