import { and, asc, eq, isNull, lte, gte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { popupDismissals, popups } from '../../db/schema.ts';
import type { SanitizedHtml } from '../../lib/sanitize-html.ts';

export type PopupRow = typeof popups.$inferSelect;

/** What a write stores: the HTML column takes only sanitised HTML. */
export type PopupValues = Omit<typeof popups.$inferInsert, 'id' | 'content' | 'createdAt' | 'updatedAt'> & { content: SanitizedHtml };

/** Who asks: the account and its sign-in session, whose dismissals count. */
export type Viewer = { userId: string; sessionId: string };

/**
 * The popup shown to a partner of `groupType` at `now` (spec 1 §4): active, with an image, in its
 * period, for that audience or for everyone, and not hidden by the viewer's dismissal under its
 * frequency ('once' and "Không hiển thị lại": for good; 'every_n_days': until N days after it;
 * 'every_session': for the rest of that sign-in session). The audience's own popup wins over
 * everyone's; when the viewer dismissed it, everyone's may still show.
 */
export async function findCurrentPopup(db: Executor, groupType: number, now: Date, viewer: Viewer): Promise<PopupRow | undefined> {
  const hidden = sql`(
    ${popupDismissals.permanent}
    or ${popups.frequency} = 'once'
    or (${popups.frequency} = 'every_n_days' and ${popupDismissals.dismissedAt} > ${now}::timestamptz - make_interval(days => ${popups.frequencyDays}::int))
    or (${popups.frequency} = 'every_session' and ${popupDismissals.sessionId} = ${viewer.sessionId}::uuid)
  )`;
  const [row] = await db
    .select({ popup: popups })
    .from(popups)
    .leftJoin(popupDismissals, and(eq(popupDismissals.popupId, popups.id), eq(popupDismissals.userId, viewer.userId)))
    .where(
      and(
        eq(popups.active, true),
        ne(popups.imageUrl, ''),
        lte(popups.startTime, now),
        gte(popups.endTime, now),
        or(isNull(popups.groupType), eq(popups.groupType, groupType)),
        or(isNull(popupDismissals.userId), sql`not ${hidden}`),
      ),
    )
    .orderBy(sql`${popups.groupType} is null`, asc(popups.updatedAt))
    .limit(1);
  return row?.popup;
}

export async function findPopup(db: Executor, id: string): Promise<PopupRow | undefined> {
  const [row] = await db.select().from(popups).where(eq(popups.id, id));
  return row;
}

/** Records the viewer's closing of a popup (the latest one counts); "do not show again" stays once given. */
export async function recordDismissal(db: Executor, popupId: string, viewer: Viewer, permanent: boolean, now: Date): Promise<void> {
  await db
    .insert(popupDismissals)
    .values({ popupId, userId: viewer.userId, sessionId: viewer.sessionId, permanent, dismissedAt: now })
    .onConflictDoUpdate({
      target: [popupDismissals.userId, popupDismissals.popupId],
      set: { sessionId: viewer.sessionId, dismissedAt: now, permanent: sql`${popupDismissals.permanent} or excluded.permanent` },
    });
}

/** Forgets every closing of a popup (its message changed: everyone sees the new one). */
export async function clearDismissals(db: Executor, popupId: string): Promise<void> {
  await db.delete(popupDismissals).where(eq(popupDismissals.popupId, popupId));
}

export function listPopups(db: Executor): Promise<PopupRow[]> {
  return db.select().from(popups).orderBy(sql`${popups.groupType} nulls first`);
}

const sameAudience = (groupType: number | null) => sql`coalesce(${popups.groupType}, -1) = ${groupType ?? -1}`;

export async function findPopupOfAudience(db: Executor, groupType: number | null): Promise<PopupRow | undefined> {
  const [row] = await db.select().from(popups).where(sameAudience(groupType)).limit(1);
  return row;
}

/** Writes the popup of its audience: replaces the one there, or creates it. */
export async function savePopup(db: Executor, values: PopupValues): Promise<PopupRow> {
  // Two first writes for one audience may race: the unique index lets one insert, the other updates.
  for (let attempt = 0; attempt < 2; attempt++) {
    const [updated] = await db
      .update(popups)
      .set({ ...values, updatedAt: new Date() })
      .where(sameAudience(values.groupType ?? null))
      .returning();
    if (updated) return updated;
    const [inserted] = await db.insert(popups).values(values).onConflictDoNothing().returning();
    if (inserted) return inserted;
  }
  throw new Error('popup write kept conflicting');
}
