import { and, asc, eq, isNull, lte, gte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { popups } from '../../db/schema.ts';
import type { SanitizedHtml } from '../../lib/sanitize-html.ts';

export type PopupRow = typeof popups.$inferSelect;

/** What a write stores: the HTML column takes only sanitised HTML. */
export type PopupValues = Omit<typeof popups.$inferInsert, 'id' | 'content' | 'createdAt' | 'updatedAt'> & { content: SanitizedHtml };

/**
 * The popup shown to a partner of `groupType` at `now` (spec 1 §4): active, with an image, in its
 * period, for that audience or for everyone; the audience's own popup wins over everyone's.
 */
export async function findCurrentPopup(db: Executor, groupType: number, now: Date): Promise<PopupRow | undefined> {
  const [row] = await db
    .select()
    .from(popups)
    .where(
      and(
        eq(popups.active, true),
        ne(popups.imageUrl, ''),
        lte(popups.startTime, now),
        gte(popups.endTime, now),
        or(isNull(popups.groupType), eq(popups.groupType, groupType)),
      ),
    )
    .orderBy(sql`${popups.groupType} is null`, asc(popups.updatedAt))
    .limit(1);
  return row;
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
