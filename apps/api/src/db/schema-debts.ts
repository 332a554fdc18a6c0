import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners, users } from './schema-auth.ts';

/*
 * Collaborators' money (modules/debts): what the debt letters (schema-debt-letters.ts) and the
 * monthly deferred-payment reports (schema-deferred-payments.ts) share — one timeline per
 * collaborator, written in the transaction of each change, read by the partner and the accountant.
 */

export const debtEvents = pgTable(
  'debt_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** DEBT_EVENT_KINDS. */
    kind: text('kind').notNull(),
    /** 'letter' or 'report'. */
    subject: text('subject').notNull(),
    /** The letter's or the report's id (no foreign key: the timeline outlives a corrected record). */
    subjectId: uuid('subject_id').notNull(),
    summary: text('summary').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    /** 'partner', 'operator' or 'system'. */
    actor: text('actor').notNull(),
    /** The operator or partner account that acted (null for the queue). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One collaborator's timeline, newest first, whole or of one subject type.
    index('debt_events_partner_at_idx').on(t.partnerId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('debt_events_subject_idx').on(t.subject, t.subjectId),
    check(
      'debt_events_kind_check',
      sql`${t.kind} in ('letter_sent', 'letter_answered', 'letter_corrected', 'report_built', 'report_sent', 'report_confirmed', 'extension_requested', 'extension_decided', 'reminder_sent', 'payment_recorded')`,
    ),
    check('debt_events_subject_check', sql`${t.subject} in ('letter', 'report')`),
    check('debt_events_actor_check', sql`${t.actor} in ('partner', 'operator', 'system')`),
  ],
);
