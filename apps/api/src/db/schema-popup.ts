import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { sessions, users } from './schema-auth.ts';

/**
 * The popup banner (spec 1 §3), one per audience: `group_type` 0 collaborator, 1 provider,
 * 2 company, null everyone (SPEC-NOTES 10). `content` holds HTML already sanitised on write.
 */
export const popups = pgTable(
  'popups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    content: text('content').notNull().default(''),
    link: text('link'),
    imageUrl: text('image_url').notNull(),
    active: boolean('active').notNull().default(true),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    groupType: smallint('group_type'),
    /** How often a signed-in partner sees it again after closing it: 'every_session', 'once', 'every_n_days' (popup_dismissals). */
    frequency: text('frequency').notNull().default('every_session'),
    /** With 'every_n_days': the N. */
    frequencyDays: smallint('frequency_days'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('popups_audience_key').on(sql`coalesce(${t.groupType}, -1)`),
    check('popups_group_type_check', sql`${t.groupType} in (0, 1, 2)`),
    check('popups_period_check', sql`${t.endTime} > ${t.startTime}`),
    check('popups_frequency_check', sql`${t.frequency} in ('every_session', 'once', 'every_n_days')`),
    check(
      'popups_frequency_days_check',
      sql`(${t.frequency} = 'every_n_days') = (${t.frequencyDays} is not null) and coalesce(${t.frequencyDays}, 1) between 1 and 365`,
    ),
  ],
);

/**
 * A popup a signed-in partner closed (one row per user and popup, the latest closing). Whether it
 * still hides the popup depends on the popup's frequency: 'once' always, 'every_n_days' for N days
 * after `dismissed_at`, 'every_session' while `session_id` is the caller's session; `permanent`
 * ("Không hiển thị lại") always. Rows go when the popup's message changes (modules/popup).
 */
export const popupDismissals = pgTable(
  'popup_dismissals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    popupId: uuid('popup_id')
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    permanent: boolean('permanent').notNull().default(false),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.popupId] }), index('popup_dismissals_popup_idx').on(t.popupId)],
);
