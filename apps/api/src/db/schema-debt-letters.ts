import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, pgSequence, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners, users } from './schema-auth.ts';
import { files } from './schema-files.ts';

/*
 * Debt confirmation letters (modules/debts, spec 3 §3 'Debt letter'): the accountant sends a
 * collaborator its balance on our books as of a date; the collaborator answers once. A corrected
 * letter replaces an earlier one (`superseded_at`, `superseded_by_id` on the old row,
 * `replaces_id` on the new one), so the old answer stays on record.
 */

export const debtLetterNoSeq = pgSequence('debt_letter_no_seq');

export const debtLetters = pgTable(
  'debt_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    no: bigint('no', { mode: 'number' }).notNull().default(sql`nextval('debt_letter_no_seq')`),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    letterName: text('letter_name').notNull(),
    /** The day it was sent (Vietnam). */
    sentDate: date('sent_date', { mode: 'string' }).notNull(),
    /** The balance is as of the end of this day. */
    balanceDate: date('balance_date', { mode: 'string' }).notNull(),
    balanceAmount: bigint('balance_amount', { mode: 'number' }).notNull(),
    /** HTML, sanitised on write (lib/sanitize-html.ts). */
    body: text('body').notNull(),
    /** 1 pending, 2 the figures match, 3 a different balance (DEBT_LETTER_STATUS). */
    responseStatus: smallint('response_status').notNull().default(1),
    responseBalanceAmount: bigint('response_balance_amount', { mode: 'number' }),
    responseNotes: text('response_notes'),
    responseFileId: uuid('response_file_id').references(() => files.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** The letter this one corrects (no foreign key: a row never moves or goes). */
    replacesId: uuid('replaces_id'),
    supersededById: uuid('superseded_by_id'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    /** The operator who sent it. */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The collaborator's list: its current letters, newest sent first.
    index('debt_letters_partner_current_idx')
      .on(t.partnerId, t.sentDate.desc().nullsFirst(), t.no.desc().nullsFirst())
      .where(sql`${t.supersededAt} is null`),
    // The desk's list, newest first, whole or one collaborator's.
    index('debt_letters_sent_idx').on(t.sentDate.desc().nullsFirst(), t.no.desc().nullsFirst()),
    // … as it opens (current letters only), and its count read from this index alone.
    index('debt_letters_current_sent_idx')
      .on(t.sentDate.desc().nullsFirst(), t.no.desc().nullsFirst())
      .where(sql`${t.supersededAt} is null`),
    // The desk's search over the letter's name (any part of it), through pg_trgm. The collaborator's
    // search has its own index, by collaborator and name (debt_letters_partner_search_idx, GIN with
    // btree_gin), written by hand in the migration of the debts lists.
    index('debt_letters_search_idx').using('gin', sql`lower(${t.letterName}) gin_trgm_ops`),
    index('debt_letters_partner_sent_idx').on(t.partnerId, t.sentDate.desc().nullsFirst(), t.no.desc().nullsFirst()),
    check('debt_letters_response_status_check', sql`${t.responseStatus} in (1, 2, 3)`),
    check(
      'debt_letters_amounts_check',
      sql`${t.balanceAmount} >= 0 and (${t.responseBalanceAmount} is null or ${t.responseBalanceAmount} >= 0)`,
    ),
  ],
);

/**
 * How many letters each collaborator holds, current or superseded, per response status: kept by
 * statement-level triggers on debt_letters (migration), so the collaborator's list reads its total
 * instead of counting its letters.
 */
export const debtLetterCounts = pgTable(
  'debt_letter_counts',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    isCurrent: boolean('is_current').notNull(),
    responseStatus: smallint('response_status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.isCurrent, t.responseStatus] })],
);
